import { describe, expect, it } from 'vitest';
import { call, signedInAdmin, type TestServer, undispatchedAlarmId } from './support';

interface Order {
  id: number;
  status: string;
  result?: string;
  reason?: string;
}

describe('work orders follow the state machine', () => {
  let server: TestServer;
  let token: string;
  const create = async (info: string): Promise<Order> => {
    const added = await call(server, 'POST', '/sensor/alarm/addGd', { token, json: { alarmId: await undispatchedAlarmId(server, token), info, level: 'urgent', handler: '张伟', handlerPhone: '13800138000' } });
    expect(added.body.code).toBe(200);
    const list = await call(server, 'GET', '/senstor/alarm/gdList?pageNum=1&pageSize=200&status=pending', { token });
    const order = (list.body.rows as (Order & { info: string })[]).find((o) => o.info === info);
    if (!order) throw new Error(`created order ${info} not listed`);
    return order;
  };
  const move = (id: number, status: string, extra: Record<string, string> = {}) =>
    call(server, 'POST', '/senstor/alarm/modifyGdStatus', { token, json: { id, status, ...extra } });
  const get = async (id: number): Promise<Order> => (await call(server, 'POST', `/senstor/alarm/gd/${id}`, { token })).body.data as Order;

  signedInAdmin((session) => ({ server, token } = session));

  it('seeds orders in every status', async () => {
    const list = await call(server, 'GET', '/senstor/alarm/gdList?pageSize=500', { token });
    const statuses = new Set((list.body.rows as Order[]).map((o) => o.status));
    expect([...statuses].sort()).toEqual(['completed', 'pending', 'processing', 'rejected']);
  });

  it('goes pending → processing → completed, keeping the result', async () => {
    const order = await create('leak at kitchen');
    expect((await move(order.id, 'processing')).body.code).toBe(200);
    expect((await get(order.id)).status).toBe('processing');
    expect((await move(order.id, 'completed', { result: 'valve closed' })).body.code).toBe(200);
    expect(await get(order.id)).toMatchObject({ status: 'completed', result: 'valve closed' });
  });

  it('goes pending → rejected with a reason', async () => {
    const order = await create('duplicate report');
    expect((await move(order.id, 'rejected', { reason: 'duplicate' })).body.code).toBe(200);
    expect(await get(order.id)).toMatchObject({ status: 'rejected', reason: 'duplicate' });
  });

  it('answers code 500 with a message for an illegal transition and leaves the order as it was', async () => {
    const order = await create('skip ahead');
    const skipped = await move(order.id, 'completed', { result: 'done' });
    expect(skipped.body).toMatchObject({ code: 500 });
    expect(skipped.body.msg).toMatch(/pending to completed/);
    expect((await get(order.id)).status).toBe('pending');

    await move(order.id, 'processing');
    const back = await move(order.id, 'pending');
    expect(back.body.code).toBe(500);
    expect(back.body.msg).toMatch(/processing to pending/);
    const reject = await move(order.id, 'rejected', { reason: 'late' });
    expect(reject.body.code).toBe(500);
  });

  it('needs a result to complete and a reason to reject (code 400)', async () => {
    const order = await create('needs details');
    const noReason = await move(order.id, 'rejected');
    expect(noReason.body).toMatchObject({ code: 400 });
    expect(noReason.body.msg).toMatch(/reason/);
    await move(order.id, 'processing');
    const noResult = await move(order.id, 'completed');
    expect(noResult.body).toMatchObject({ code: 400 });
    expect(noResult.body.msg).toMatch(/result/);
    expect((await get(order.id)).status).toBe('processing');
  });

  it('refuses to edit a finished order and to dispatch an alarm twice', async () => {
    const order = await create('finish me');
    await move(order.id, 'rejected', { reason: 'n/a' });
    const edit = await call(server, 'POST', '/senstor/alarm/editGd', { token, json: { id: order.id, info: 'changed' } });
    expect(edit.body.code).toBe(500);

    const alarms = await call(server, 'POST', '/sensor/alarm/list', { token, json: { pageNum: 1, pageSize: 200 } });
    const free = (alarms.body.rows as { id: number; dispatched: boolean }[]).find((a) => !a.dispatched);
    if (!free) throw new Error('no undispatched alarm');
    const body = { alarmId: free.id, info: 'go', level: 'ordinary', handler: 'Li Na', handlerPhone: '13800138001' };
    expect((await call(server, 'POST', '/sensor/alarm/addGd', { token, json: body })).body.code).toBe(200);
    const again = await call(server, 'POST', '/sensor/alarm/addGd', { token, json: body });
    expect(again.body.code).toBe(500);
    const after = await call(server, 'POST', '/sensor/alarm/list', { token, json: { pageNum: 1, pageSize: 200 } });
    expect((after.body.rows as { id: number; dispatched: boolean }[]).find((a) => a.id === free.id)?.dispatched).toBe(true);
  });
});
