import { describe, expect, it } from 'vitest';
import { call, login, signedInAdmin, type TestServer, undispatchedAlarmId } from './support';

interface Entry {
  action: string;
  by: string;
  time: string;
  note?: string;
}
interface Order {
  id: number;
  info: string;
  status: string;
  result?: string;
  reason?: string;
  handler: string;
  handlerPhone: string;
  history?: Entry[];
}

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('work orders record who did what, and when', () => {
  let server: TestServer;
  let admin: string;
  let adminName: string;
  const get = async (id: number, token = admin): Promise<Order> => (await call(server, 'POST', `/senstor/alarm/gd/${id}`, { token })).body.data as Order;
  const create = async (info: string, token = admin, handler = '张伟', handlerPhone = '13800138000'): Promise<Order> => {
    const added = await call(server, 'POST', '/sensor/alarm/addGd', { token, json: { alarmId: await undispatchedAlarmId(server, token), info, level: 'urgent', handler, handlerPhone } });
    expect(added.body.code).toBe(200);
    const list = await call(server, 'GET', `/senstor/alarm/gdList?pageSize=500&status=pending`, { token });
    const order = (list.body.rows as Order[]).find((o) => o.info === info);
    if (!order) throw new Error(`created order ${info} not listed`);
    return order;
  };
  const move = (id: number, status: string, extra: Record<string, string> = {}, token = admin) =>
    call(server, 'POST', '/senstor/alarm/modifyGdStatus', { token, json: { id, status, ...extra } });
  const steps = (order: Order) => (order.history ?? []).map(({ action, by, note }) => (note === undefined ? `${action} by ${by}` : `${action} by ${by}: ${note}`));

  signedInAdmin(async (session) => {
    ({ server, token: admin } = session);
    adminName = String(((await call(server, 'GET', '/getInfo', { token: admin })).body.user as { nickName: string }).nickName);
  });

  it('a new order starts with its dispatch by the signed-in user, timed', async () => {
    const order = await create('history: new');
    expect(steps(order)).toEqual([`dispatched by ${adminName}`]);
    expect(order.history?.[0]?.time).toMatch(TIME);
  });

  it('receive then complete adds both steps, the completion with its result', async () => {
    const order = await create('history: complete');
    expect((await move(order.id, 'processing')).body.code).toBe(200);
    expect((await move(order.id, 'completed', { result: 'valve closed' })).body.code).toBe(200);
    const done = await get(order.id);
    expect(done.status).toBe('completed');
    expect(steps(done)).toEqual([`dispatched by ${adminName}`, `received by ${adminName}`, `completed by ${adminName}: valve closed`]);
    for (const entry of done.history ?? []) expect(entry.time).toMatch(TIME);
  });

  it('a refusal records its reason; a refused transition records nothing', async () => {
    const order = await create('history: refuse');
    expect((await move(order.id, 'completed', { result: 'skip' })).body.code).toBe(500);
    expect((await move(order.id, 'rejected')).body.code).toBe(400);
    expect(steps(await get(order.id))).toEqual([`dispatched by ${adminName}`]);
    expect((await move(order.id, 'rejected', { reason: 'duplicate' })).body.code).toBe(200);
    expect(steps(await get(order.id))).toEqual([`dispatched by ${adminName}`, `refused by ${adminName}: duplicate`]);
  });

  it('an edit and an SMS send are recorded, the send naming the number it went to', async () => {
    const order = await create('history: edit and send');
    expect((await call(server, 'POST', '/senstor/alarm/editGd', { token: admin, json: { id: order.id, info: 'history: edited' } })).body.code).toBe(200);
    expect((await call(server, 'POST', '/senstor/alarm/sendGd', { token: admin, json: { id: order.id } })).body.code).toBe(200);
    const after = await get(order.id);
    expect(after.info).toBe('history: edited');
    expect(steps(after)).toEqual([`dispatched by ${adminName}`, `edited by ${adminName}`, `sent by ${adminName}: 13800138000`]);
  });

  it('names the acting user: the operator receiving its own order', async () => {
    const operator = await login(server, 'operator', 'operator123');
    const { nickName: operatorName, phonenumber } = (await call(server, 'GET', '/system/user/profile', { token: operator })).body.data as { nickName: string; phonenumber: string };
    // Assigned to the operator: a person in charge is known by phone (the number the order's SMS goes to).
    const order = await create('history: operator', operator, operatorName, phonenumber);
    expect((await move(order.id, 'processing', {}, operator)).body.code).toBe(200);
    expect(steps(await get(order.id, operator))).toEqual([`dispatched by ${operatorName}`, `received by ${operatorName}`]);
    const mine = await call(server, 'GET', '/senstor/alarm/myGdInfos?pageSize=500', { token: operator });
    expect((mine.body.rows as Order[]).some((o) => o.id === order.id)).toBe(true);
    expect((mine.body.rows as Order[]).every((o) => o.handler === operatorName)).toBe(true);
  });

  it('seeds a history that agrees with each order’s status', async () => {
    const list = await call(server, 'GET', '/senstor/alarm/gdList?pageSize=500', { token: admin });
    const seeded = (list.body.rows as Order[]).filter((o) => !o.info.startsWith('history:'));
    expect(seeded.length).toBeGreaterThan(20);
    const expected: Record<string, string[]> = {
      pending: ['dispatched'],
      processing: ['dispatched', 'received'],
      completed: ['dispatched', 'received', 'completed'],
      rejected: ['dispatched', 'refused'],
    };
    for (const order of seeded) {
      expect((order.history ?? []).map((e) => e.action)).toEqual(expected[order.status]);
      const last = order.history?.at(-1);
      if (order.status === 'completed') expect(last).toMatchObject({ by: order.handler, note: order.result });
      if (order.status === 'rejected') expect(last).toMatchObject({ by: order.handler, note: order.reason });
      const times = (order.history ?? []).map((e) => e.time);
      expect([...times].sort()).toEqual(times);
    }
  });
});
