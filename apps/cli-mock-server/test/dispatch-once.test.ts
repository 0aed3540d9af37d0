import { describe, expect, it } from 'vitest';
import { call, login, signedInAdmin, type TestServer, undispatchedAlarmId } from './support';

interface Order {
  id: number;
  number: string;
  alarmId: number | null;
  imei: string | null;
  handler: string;
  handlerPhone: string;
  info: string;
}
interface Alarm {
  id: number;
  imei: string;
  dispatched: boolean;
}

describe('a work order is dispatched once per alarm, and always from one', () => {
  let server: TestServer;
  let token: string;
  const dispatch = (json: Record<string, unknown>, language = 'en') => call(server, 'POST', '/sensor/alarm/addGd', { token, json, headers: { 'accept-language': language } });
  const order = (alarmId: number, info: string) => ({ alarmId, info, level: 'urgent', handler: '张伟', handlerPhone: '13800138000' });
  const orders = async (query = '') => (await call(server, 'GET', `/senstor/alarm/gdList?pageSize=1000${query}`, { token })).body;
  const alarm = async (id: number): Promise<Alarm | undefined> =>
    ((await call(server, 'POST', '/sensor/alarm/list', { token, json: { pageNum: 1, pageSize: 1000 } })).body.rows as Alarm[]).find((a) => a.id === id);

  signedInAdmin((session) => ({ server, token } = session));

  it('links the order to its alarm: the order records the alarm and its device, the alarm reads dispatched', async () => {
    const alarmId = await undispatchedAlarmId(server, token);
    expect((await dispatch(order(alarmId, 'linked'))).body.code).toBe(200);
    const linked = (await orders(`&alarmId=${alarmId}`)).rows as Order[];
    expect(linked).toHaveLength(1);
    expect(linked[0]).toMatchObject({ alarmId, info: 'linked', imei: (await alarm(alarmId))?.imei });
    expect((await alarm(alarmId))?.dispatched).toBe(true);
  });

  it('refuses a second order for the same alarm with code 500 and a message naming the order, in the request’s language; nothing is added', async () => {
    const alarmId = await undispatchedAlarmId(server, token);
    expect((await dispatch(order(alarmId, 'first'))).body.code).toBe(200);
    const [first] = (await orders(`&alarmId=${alarmId}`)).rows as Order[];
    const before = (await orders()).total;

    const again = await dispatch(order(alarmId, 'second'));
    expect(again.body).toEqual({ code: 500, msg: `Alarm ${alarmId} already has work order ${first?.number}: an alarm is dispatched once` });
    const zh = await dispatch(order(alarmId, 'second'), 'zh-CN');
    expect(zh.body).toEqual({ code: 500, msg: `报警 ${alarmId} 已派发工单 ${first?.number}，同一报警只能派发一次` });
    expect((await orders()).total).toBe(before);
    expect(((await orders(`&alarmId=${alarmId}`)).rows as Order[]).map((o) => o.info)).toEqual(['first']);
  });

  it('refuses an order that names no alarm (code 400 on alarmId), whatever device it names', async () => {
    const before = (await orders()).total;
    const { imei } = (await alarm(await undispatchedAlarmId(server, token))) ?? { imei: '' };
    const unlinked = await dispatch({ imei, info: 'unlinked', level: 'ordinary', handler: '张伟', handlerPhone: '13800138000' });
    expect(unlinked.body).toEqual({ code: 400, msg: 'A work order is dispatched from an alarm: name the alarm', field: 'alarmId' });
    expect((await dispatch({ info: 'unlinked', level: 'ordinary', handler: '张伟', handlerPhone: '13800138000' }, 'zh-CN')).body.msg).toBe('派发工单需要指明报警');
    expect((await orders()).total).toBe(before);
  });

  it('frees the alarm when its order is deleted, so it can be dispatched again', async () => {
    const alarmId = await undispatchedAlarmId(server, token);
    await dispatch(order(alarmId, 'to delete'));
    const [made] = (await orders(`&alarmId=${alarmId}`)).rows as Order[];
    expect((await call(server, 'POST', '/senstor/alarm/deleteGd', { token, json: { id: made?.id } })).body.code).toBe(200);
    expect((await alarm(alarmId))?.dispatched).toBe(false);
    expect((await dispatch(order(alarmId, 'again'))).body.code).toBe(200);
  });
});

describe('my work orders (GET /senstor/alarm/myGdInfos) are the signed-in user’s, an administrator’s too', () => {
  let server: TestServer;
  let admin: string;

  signedInAdmin((session) => ({ server, token: admin } = session));

  it('lists only the orders whose person in charge is the user (by phone), while the order list has everyone’s', async () => {
    const user = (await call(server, 'GET', '/system/user/profile', { token: admin })).body.data as { nickName: string; phonenumber: string };
    const everyone = (await call(server, 'GET', '/senstor/alarm/gdList?pageSize=1000', { token: admin })).body.rows as Order[];
    expect(everyone.some((o) => o.handlerPhone !== user.phonenumber)).toBe(true);

    const json = { alarmId: await undispatchedAlarmId(server, admin), info: 'for the admin', level: 'urgent', handler: user.nickName, handlerPhone: user.phonenumber };
    expect((await call(server, 'POST', '/sensor/alarm/addGd', { token: admin, json })).body.code).toBe(200);
    const mine = (await call(server, 'GET', '/senstor/alarm/myGdInfos?pageSize=1000', { token: admin })).body;
    const expected = [...everyone.filter((o) => o.handlerPhone === user.phonenumber).map((o) => o.info), 'for the admin'].sort();
    expect((mine.rows as Order[]).map((o) => o.info).sort()).toEqual(expected);
    expect(mine.total).toBe(expected.length);
  });

  it('the operator’s are the orders assigned to the operator', async () => {
    const operator = await login(server, 'operator', 'operator123');
    const user = (await call(server, 'GET', '/system/user/profile', { token: operator })).body.data as { phonenumber: string };
    const mine = (await call(server, 'GET', '/senstor/alarm/myGdInfos?pageSize=1000', { token: operator })).body.rows as Order[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((o) => o.handlerPhone === user.phonenumber)).toBe(true);
  });
});
