import { HOUSE_PRODUCT_ID } from '@vigil/sdk';
import { describe, expect, it } from 'vitest';
import { call, signedInAdmin, type TestServer } from './support';

interface Account {
  imei: string;
  userName: string;
  balance: number;
}
interface Plan {
  imei: string;
  used: number;
  total: number;
  expireTime: string | null;
}

describe("a device's account and SIM plan are stored data", () => {
  let server: TestServer;
  let token: string;
  signedInAdmin((session) => ({ server, token } = session));

  const accountOf = async (imei: string) => (await call(server, 'GET', `/device/account/list?imei=${imei}`, { token })).body.rows as Account[];
  const planOf = async (imei: string) => (await call(server, 'GET', `/flows/list?imei=${imei}`, { token })).body.rows as Plan[];
  const memberBalance = (userName: string) => {
    const { memberAccounts = [] } = server.snapshot().collections;
    return Number(memberAccounts.find((a) => a.userName === userName)?.balance);
  };

  it('seeded accounts are their member accounts (same holder and balance); some devices have no SIM plan on record', async () => {
    const { deviceAccounts = [], simPlans = [], devices = [] } = server.snapshot().collections;
    expect(deviceAccounts.length).toBeGreaterThan(0);
    const linked = String(deviceAccounts[0]?.imei);
    const [account] = await accountOf(linked);
    expect(account?.imei).toBe(linked);
    expect(account?.balance).toBe(memberBalance(String(account?.userName)));
    // A charge to the member account shows on the device's.
    await call(server, 'POST', '/__mock/payments/consume', { json: { userName: account?.userName, amount: 0.5 } });
    expect((await accountOf(linked))[0]?.balance).toBe(memberBalance(String(account?.userName)));
    expect((await accountOf(linked))[0]?.balance).toBeCloseTo(Number(account?.balance) - 0.5, 2);

    const withPlan = new Set(simPlans.map((p) => p.imei));
    expect(withPlan.size).toBeGreaterThan(0);
    expect(withPlan.size).toBeLessThan(devices.length);
    const without = devices.find((d) => !withPlan.has(d.imei));
    expect(await planOf(String(without?.imei))).toEqual([]);
    const [plan] = await planOf(String(simPlans[0]?.imei));
    expect(plan?.used).toBeLessThanOrEqual(Number(plan?.total));
  });

  it('an added device has neither until the control API sets them; null removes them', async () => {
    const imei = '869999000011112';
    expect((await call(server, 'POST', '/senstor/info', { token, json: { productId: HOUSE_PRODUCT_ID, imei } })).body.code).toBe(200);
    expect(await accountOf(imei)).toEqual([]);
    expect(await planOf(imei)).toEqual([]);

    const set = await call(server, 'POST', '/__mock/device-data', { json: { imei, account: { userName: 'admin' }, sim: { used: 12.5, total: 1024, expireTime: '2030-01-31 00:00:00' } } });
    expect(set.body.code).toBe(200);
    expect(await accountOf(imei)).toEqual([expect.objectContaining({ imei, userName: 'admin', balance: memberBalance('admin') })]);
    expect(await planOf(imei)).toEqual([expect.objectContaining({ imei, used: 12.5, total: 1024, expireTime: '2030-01-31 00:00:00' })]);

    await call(server, 'POST', '/__mock/device-data', { json: { imei, sim: null } });
    expect(await planOf(imei)).toEqual([]);
    expect(await accountOf(imei)).toHaveLength(1);
    await call(server, 'POST', '/__mock/device-data', { json: { imei, account: null } });
    expect(await accountOf(imei)).toEqual([]);
  });

  it('refuses an unknown device or user (404) and a malformed plan (400)', async () => {
    const imei = String(server.snapshot().collections.devices?.[0]?.imei);
    expect((await call(server, 'POST', '/__mock/device-data', { json: { imei: '000000000000000', sim: null } })).body.code).toBe(404);
    expect((await call(server, 'POST', '/__mock/device-data', { json: { imei, account: { userName: 'nobody-here' } } })).body.code).toBe(404);
    const bad = await call(server, 'POST', '/__mock/device-data', { json: { imei, sim: { used: -1, total: 1024 } } });
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toMatch(/^Device account or SIM plan: sim\.used/);
  });
});
