import { describe, expect, it } from 'vitest';
import { call, formData, login, type MemberAccount, signedInAdmin, type TestServer } from './support';

describe('member accounts: freeze, thaw, refund and QR payments', () => {
  let server: TestServer;
  let token: string;
  let clock = Date.parse('2026-03-01T08:00:00Z');
  const account = async (userName = 'admin'): Promise<MemberAccount> => {
    const list = await call(server, 'GET', `/aplipay/account/list?userName=${userName}`, { token });
    const found = (list.body.rows as MemberAccount[]).find((a) => a.userName === userName);
    if (!found) throw new Error(`no account for ${userName}`);
    return found;
  };
  const control = (userId: number, action: string, amount: number) => call(server, 'PUT', '/aplipay/account/controlBill', { token, json: { userId, action, amount } });

  signedInAdmin((session) => ({ server, token } = session), { now: () => clock });

  it('freezing moves money from balance to frozen and thawing moves it back', async () => {
    const before = await account();
    expect((await control(before.userId, 'freeze', 12.5)).body.code).toBe(200);
    const frozen = await account();
    expect(frozen.balance).toBeCloseTo(before.balance - 12.5, 2);
    expect(frozen.frozenAmount).toBeCloseTo(before.frozenAmount + 12.5, 2);
    expect((await control(before.userId, 'thaw', 12.5)).body.code).toBe(200);
    expect(await account()).toMatchObject({ balance: before.balance, frozenAmount: before.frozenAmount });
  });

  it('refuses to thaw more than is frozen, with the spec message, and changes nothing', async () => {
    const before = await account();
    const result = await control(before.userId, 'thaw', Math.round((before.frozenAmount + 0.01) * 100) / 100);
    expect(result.body.code).toBe(500);
    expect(result.body.msg).toMatch(/unfreezing amount exceeds/i);
    expect(await account()).toEqual(before);
  });

  it('refuses to freeze more than the balance and a non-positive amount', async () => {
    const before = await account();
    expect((await control(before.userId, 'freeze', Math.round((before.balance + 1) * 100) / 100)).body.code).toBe(500);
    const negative = await control(before.userId, 'freeze', -3);
    expect(negative.body.code).toBe(400);
    expect(negative.body.msg).toMatch(/amount/);
    expect(await account()).toEqual(before);
  });

  it('a refund needs an amount and a remark, and reduces the balance', async () => {
    const before = await account();
    const noRemark = await call(server, 'POST', '/aplipay/account/refund', { token, json: { userId: before.userId, amount: 5 } });
    expect(noRemark.body.code).toBe(400);
    expect(noRemark.body.msg).toMatch(/remark/);
    const blankRemark = await call(server, 'POST', '/aplipay/account/refund', { token, json: { userId: before.userId, amount: 5, remark: '  ' } });
    expect(blankRemark.body.code).toBe(400);
    const noAmount = await call(server, 'POST', '/aplipay/account/refund', { token, json: { userId: before.userId, remark: 'x' } });
    expect(noAmount.body.code).toBe(400);
    expect(noAmount.body.msg).toMatch(/amount/);
    expect(await account()).toEqual(before);

    const ok = await call(server, 'POST', '/aplipay/account/refund', { token, json: { userId: before.userId, amount: 5, remark: 'duplicate top-up' } });
    expect(ok.body.code).toBe(200);
    expect((await account()).balance).toBeCloseTo(before.balance - 5, 2);
  });

  it('a QR payment credits the account once, when the provider reports it paid; an expired code cannot be paid', async () => {
    const before = await account();
    const confirm = async (orderNo: string) => (await call(server, 'POST', '/wechat/confirmPay', { token, body: formData({ orderNo }) })).body;
    const pay = await call(server, 'POST', '/wechat/pay', { token, body: new URLSearchParams({ amount: '20' }) });
    const orderNo = String((pay.body.data as { orderNo: string }).orderNo);
    // Asking is not paying: the order stays pending and nothing is credited until the provider's callback.
    expect((await confirm(orderNo)).data).toMatchObject({ orderNo, status: 'pending' });
    expect((await account()).balance).toBe(before.balance);
    expect((await call(server, 'POST', '/__mock/payments/complete', { json: { orderNo } })).body.code).toBe(200);
    expect((await confirm(orderNo)).data).toMatchObject({ orderNo, status: 'completed', amount: 20 });
    expect((await confirm(orderNo)).data).toMatchObject({ status: 'completed' });
    expect((await account()).balance).toBeCloseTo(before.balance + 20, 2);

    const late = await call(server, 'POST', '/wechat/pay', { token, body: new URLSearchParams({ amount: '30' }) });
    const lateNo = String((late.body.data as { orderNo: string }).orderNo);
    clock += 3 * 60_000;
    expect((await confirm(lateNo)).data).toMatchObject({ orderNo: lateNo, status: 'expired' });
    const paid = await call(server, 'POST', '/__mock/payments/complete', { json: { orderNo: lateNo } });
    expect(paid.body.code).toBe(409);
    expect(paid.body.msg).toMatch(/expired and can no longer be paid/);
    expect((await account()).balance).toBeCloseTo(before.balance + 20, 2);
  });

  it('an invalid recharge amount is refused', async () => {
    const zero = await call(server, 'POST', '/wechat/pay', { token, body: new URLSearchParams({ amount: '0' }) });
    expect(zero.body.code).toBe(400);
    const huge = await call(server, 'POST', '/wechat/pay', { token, body: new URLSearchParams({ amount: '1000000' }) });
    expect(huge.body.msg).toMatch(/recharge amount is incorrect/);
  });
  it("any signed-in member reads their own account and records, without the administration's member permissions", async () => {
    const operator = await login(server, 'operator', 'operator123');
    // The operator holds no member:account:* permission: the administration's calls are refused…
    expect((await call(server, 'GET', '/aplipay/account/list', { token: operator })).body.code).toBe(403);
    expect((await call(server, 'GET', '/aplipay/account/getBill', { token: operator })).body.code).toBe(403);
    // …while its own account and records answer, and follow its recharge.
    const own = async () => (await call(server, 'GET', '/aplipay/account/mine', { token: operator })).body.data as MemberAccount;
    const before = await own();
    expect(before.userName).toBe('operator');
    const pay = await call(server, 'POST', '/wechat/pay', { token: operator, body: new URLSearchParams({ amount: '8.8' }) });
    const orderNo = String((pay.body.data as { orderNo: string }).orderNo);
    expect((await call(server, 'POST', '/__mock/payments/complete', { json: { orderNo } })).body.code).toBe(200);
    expect((await own()).balance).toBeCloseTo(before.balance + 8.8, 2);
    const records = await call(server, 'GET', '/aplipay/account/myBill?type=recharge&userId=1', { token: operator });
    const rows = records.body.rows as { number: string; userId: number; result: string }[];
    expect(rows.find((r) => r.number === orderNo)).toMatchObject({ result: 'success' });
    // Only its own rows, whatever userId it sends.
    expect(new Set(rows.map((r) => r.userId))).toEqual(new Set([before.userId]));
  });
});
