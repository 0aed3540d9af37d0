import { amountSchema } from '@vigil/sdk';
import { Hono } from 'hono';
import { z } from 'zod';
import type { MockContext } from '../context';
import { ok } from '../envelope';
import { ApiError, ruleRefusal } from '../errors';
import { readJson } from '../request-body';
import { noUser, userBy } from './accounts';
import { consume } from './consume';
import { billView, closeOrder, completeOrder, findOrder, settleExpired } from './orders';
import { toCents } from './money';

const orderSchema = z.object({ orderNo: z.string().min(1) });
const consumeSchema = z.object({ userName: z.string().min(1), amount: z.unknown(), sendMethod: z.enum(['sms', 'voice']).default('sms') });

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new ApiError(400, 'payment.badControl', { detail: issue ? `${issue.path.join('.') || 'body'} ${issue.message}` : 'invalid' });
}

/**
 * The payment provider's side, under /__mock/payments (see control.ts for who may call it): list orders, complete
 * one as the provider's "paid" callback would, cancel one, and charge a voice/SMS message to an account.
 */
export function paymentControlRoutes(context: MockContext): Hono {
  const routes = new Hono();
  const order = (orderNo: string) => {
    const bill = findOrder(context, orderNo);
    if (!bill) throw new ApiError(404, 'payment.orderMissing', { orderNo });
    return bill;
  };

  // Orders, newest first; `userName` and `status` narrow them.
  routes.get('/', async (c) => {
    if (settleExpired(context) > 0) await context.store.changed();
    const { userName, status } = c.req.query();
    const user = userName ? userBy(context, { userName }) : undefined;
    if (userName && !user) throw noUser(userName);
    const rows = context.store
      .collection('bills')
      .filter((b) => (!user || String(b.userId) === String(user.userId)) && (!status || b.status === status))
      .sort((a, b) => Number(b.id) - Number(a.id));
    return c.json(ok(rows.map(billView)));
  });

  routes.post('/complete', async (c) => {
    const bill = completeOrder(context, order(parse(orderSchema, await readJson(c)).orderNo));
    await context.store.changed();
    return c.json(ok(billView(bill)));
  });

  routes.post('/cancel', async (c) => {
    const bill = closeOrder(context, order(parse(orderSchema, await readJson(c)).orderNo), 409);
    await context.store.changed();
    return c.json(ok(billView(bill)));
  });

  routes.post('/consume', async (c) => {
    const { userName, amount, sendMethod } = parse(consumeSchema, await readJson(c));
    const checked = amountSchema.safeParse(amount);
    if (!checked.success) throw ruleRefusal(400, checked.error.issues, 'amount');
    const user = userBy(context, { userName });
    if (!user) throw noUser(userName);
    const { transaction, record } = consume(context, user, toCents(checked.data), sendMethod);
    await context.store.changed();
    return c.json(ok({ transaction, record }));
  });

  return routes;
}
