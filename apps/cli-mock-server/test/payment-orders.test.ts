import { describe, expect, it } from 'vitest';
import { call, formData, login, signedInAdmin, type TestServer } from './support';

interface Bill {
  orderNo: string;
  amount: number;
  status: string;
  expiresAt?: number;
}
interface Row {
  userId: number;
  userName: string;
  balance: number;
  frozenAmount: number;
  type: string;
  result: string;
  number: string;
  amount: number;
  charge?: number;
}

const TTL = 1_000;

describe('recharge orders: the payment state machine and the provider control API', () => {
  let server: TestServer;
  let admin: string;
  let operator: string;
  let clock = Date.parse('2026-03-01T08:00:00Z');
  const pay = async (amount: string, token = admin): Promise<{ orderNo: string; expiresAt: number }> =>
    (await call(server, 'POST', '/wechat/pay', { token, body: new URLSearchParams({ amount }) })).body.data as { orderNo: string; expiresAt: number };
  const confirm = (orderNo: string, token = admin) => call(server, 'POST', '/wechat/confirmPay', { token, body: formData({ orderNo }) });
  const closePay = (orderNo: string, token = admin) => call(server, 'POST', '/wechat/closePay', { token, body: formData({ orderNo }) });
  const complete = (orderNo: string) => call(server, 'POST', '/__mock/payments/complete', { json: { orderNo } });
  const cancel = (orderNo: string) => call(server, 'POST', '/__mock/payments/cancel', { json: { orderNo } });
  const account = async (userName = 'admin'): Promise<Row> => {
    const list = await call(server, 'GET', `/aplipay/account/list?userName=${userName}`, { token: admin });
    const found = (list.body.rows as Row[]).find((a) => a.userName === userName);
    if (!found) throw new Error(`no account for ${userName}`);
    return found;
  };
  const transactions = async (query: string, token = admin): Promise<Row[]> => (await call(server, 'GET', `/aplipay/account/getBill?pageSize=500&${query}`, { token })).body.rows as Row[];
  const transactionOf = async (orderNo: string) => (await transactions('type=recharge')).find((t) => t.number === orderNo);

  signedInAdmin(async (session) => {
    ({ server, token: admin } = session);
    operator = await login(server, 'operator', 'operator123');
  }, { now: () => clock, paymentTtlMs: TTL });

  it('a recharge opens a pending order for --payment-ttl, with a pending transaction of the order number', async () => {
    const { orderNo, expiresAt } = await pay('12.34');
    expect(expiresAt).toBe(clock + TTL);
    expect((await confirm(orderNo)).body.data).toMatchObject({ orderNo, amount: 12.34, status: 'pending' });
    expect(await transactionOf(orderNo)).toMatchObject({ type: 'recharge', result: 'pending', amount: 12.34, mode: 'wechat' });
    const listed = await call(server, 'GET', '/__mock/payments?userName=admin&status=pending');
    expect((listed.body.data as Bill[])[0]).toMatchObject({ orderNo, status: 'pending', expiresAt });
  });

  it('the provider completes a pending order once: the balance rises by exactly the amount, a second completion credits nothing', async () => {
    const before = await account();
    const { orderNo } = await pay('50.05');
    expect((await complete(orderNo)).body.data).toMatchObject({ orderNo, status: 'completed' });
    expect((await complete(orderNo)).body).toMatchObject({ code: 200, data: { status: 'completed' } });
    expect((await account()).balance).toBeCloseTo(before.balance + 50.05, 2);
    expect(await transactionOf(orderNo)).toMatchObject({ result: 'success' });
    // A paid order cannot be closed any more.
    const closed = await closePay(orderNo);
    expect(closed.body.code).toBe(500);
    expect(closed.body.msg).toMatch(/already completed/);
  });

  it('completions and confirmations arriving at the same time credit the order exactly once', async () => {
    const before = await account();
    const { orderNo } = await pay('7.77');
    // Open enough connections first, so the calls below really reach the server together (a new connection's setup would space them out).
    await Promise.all(Array.from({ length: 8 }, () => call(server, 'GET', '/__mock/health')));
    const answers = await Promise.all([complete(orderNo), confirm(orderNo), complete(orderNo), confirm(orderNo), complete(orderNo)]);
    expect(answers.map((a) => a.body.code)).toEqual([200, 200, 200, 200, 200]);
    expect((await confirm(orderNo)).body.data).toMatchObject({ status: 'completed' });
    expect((await account()).balance).toBeCloseTo(before.balance + 7.77, 2);
    expect((await transactions('type=recharge')).filter((t) => t.number === orderNo)).toHaveLength(1);
  });

  it('closing cancels a pending order (twice is fine); a cancelled order cannot be paid', async () => {
    const before = await account();
    const { orderNo } = await pay('9');
    expect((await closePay(orderNo)).body.code).toBe(200);
    expect((await closePay(orderNo)).body.code).toBe(200);
    expect((await confirm(orderNo)).body.data).toMatchObject({ status: 'cancelled' });
    expect((await complete(orderNo)).body.code).toBe(409);
    expect(await transactionOf(orderNo)).toMatchObject({ result: 'cancelled' });
    const viaProvider = (await pay('3')).orderNo;
    expect((await cancel(viaProvider)).body.data).toMatchObject({ status: 'cancelled' });
    expect((await account()).balance).toBe(before.balance);
  });

  it('an order is expired from its expiresAt on, whoever looks first, and stays expired', async () => {
    const before = await account();
    const { orderNo } = await pay('15');
    clock += TTL;
    // The bill list is the first to read it: its transaction already says expired.
    expect(await transactionOf(orderNo)).toMatchObject({ result: 'expired' });
    expect((await confirm(orderNo)).body.data).toMatchObject({ status: 'expired' });
    expect((await complete(orderNo)).body.code).toBe(409);
    expect((await closePay(orderNo)).body.code).toBe(200);
    expect((await confirm(orderNo)).body.data).toMatchObject({ status: 'expired' });
    expect((await account()).balance).toBe(before.balance);
  });

  it("another user's order and an unknown one are refused to the payer and the provider alike", async () => {
    const { orderNo } = await pay('5');
    expect((await confirm(orderNo, operator)).body.code).toBe(500);
    expect((await closePay(orderNo, operator)).body.code).toBe(500);
    expect((await confirm('VB-nope')).body.code).toBe(500);
    expect((await complete('VB-nope')).body.code).toBe(404);
    expect((await call(server, 'POST', '/__mock/payments/complete', { json: {} })).body.code).toBe(400);
    expect((await call(server, 'GET', '/__mock/payments?userName=nobody')).body.code).toBe(404);
  });

  it('a message charge lowers the balance, with a consume transaction and a message record of the charge; a short balance is refused', async () => {
    const { orderNo } = await pay('2');
    await complete(orderNo);
    const before = await account('operator');
    const charged = await call(server, 'POST', '/__mock/payments/consume', { json: { userName: 'operator', amount: 0.15, sendMethod: 'voice' } });
    expect(charged.body.code).toBe(200);
    expect((await account('operator')).balance).toBeCloseTo(before.balance - 0.15, 2);
    const [latest] = await transactions(`type=consume&userId=${before.userId}`);
    expect(latest).toMatchObject({ type: 'consume', amount: 0.15, result: 'success', userId: before.userId });
    const records = (await call(server, 'GET', '/msg/details/list?pageSize=500', { token: admin })).body.rows as Row[];
    expect(records.some((r) => r.charge === 0.15 && r.userId === before.userId)).toBe(true);

    const short = await call(server, 'POST', '/__mock/payments/consume', { json: { userName: 'operator', amount: before.balance + 1 } });
    expect(short.body.code).toBe(409);
    expect(short.body.msg).toMatch(/too low/);
    expect((await call(server, 'POST', '/__mock/payments/consume', { json: { userName: 'operator', amount: 1.234 } })).body.code).toBe(400);
    expect((await account('operator')).balance).toBeCloseTo(before.balance - 0.15, 2);
  });

  it("the bill list filters by account, type and time range", async () => {
    const { userId } = await account();
    // Recharges of its own on the test clock's day, whatever else this file's tests did before.
    for (const amount of ['1', '2', '3']) expect((await complete((await pay(amount)).orderNo)).body.code).toBe(200);
    const day = new Date(clock).toISOString().slice(0, 10);
    const today = await transactions(`userId=${userId}&type=recharge&beginTime=${day} 00:00:00&endTime=${day} 23:59:59`);
    expect(today.length).toBeGreaterThanOrEqual(3);
    expect(today.every((t) => t.type === 'recharge' && t.userId === userId && t.number.startsWith('VB'))).toBe(true);
    expect(await transactions(`userId=${userId}&type=recharge&beginTime=2001-01-01 00:00:00&endTime=2001-01-02 00:00:00`)).toEqual([]);
    const refunds = await transactions(`userId=${userId}&type=refund`);
    expect(refunds.every((t) => t.type === 'refund')).toBe(true);
  });

  it('answers refusals in the request language', async () => {
    const { orderNo } = await pay('4');
    await cancel(orderNo);
    const zh = await call(server, 'POST', '/__mock/payments/complete', { json: { orderNo }, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.body.msg).toBe(`订单 ${orderNo} 已取消，不能再支付`);
  });
});
