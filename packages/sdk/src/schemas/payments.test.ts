import { describe, expect, it } from 'vitest';
import { PAYMENT_QR_TTL_MS } from '../constants';
import { billQuerySchema } from '../endpoints/payments';
import { billSchema, messageRecordSchema, transactionResultSchema, wechatPayResultSchema } from './payments';

describe('payment schemas (spec §4 order states, §7 bills)', () => {
  it('an order can be pending, completed, cancelled or expired', () => {
    for (const status of ['pending', 'completed', 'cancelled', 'expired']) expect(billSchema.safeParse({ orderNo: 'VB1', amount: 10, status }).success, status).toBe(true);
    expect(billSchema.safeParse({ orderNo: 'VB1', amount: 10, status: 'paid' }).success).toBe(false);
    expect(transactionResultSchema.safeParse('expired').success).toBe(true);
  });

  it('a QR code lives two minutes', () => {
    expect(PAYMENT_QR_TTL_MS).toBe(120_000);
    expect(wechatPayResultSchema.parse({ orderNo: 'VB1', codeUrl: 'weixin://x', expiresAt: 1 + PAYMENT_QR_TTL_MS }).expiresAt).toBe(120_001);
  });

  it('the bill list filters by account, transaction type and time range, and refuses an unknown type', () => {
    const query = { userId: 3, type: 'consume', beginTime: '2026-11-01 00:00:00', endTime: '2026-11-30 23:59:59', pageNum: 1, pageSize: 10 };
    expect(billQuerySchema.parse(query)).toEqual(query);
    expect(billQuerySchema.safeParse({ type: 'gift' }).success).toBe(false);
  });

  it('a message record may carry its charge in yuan', () => {
    const record = { id: 1, sendMethod: 'voice', type: 'alarm', recipient: '13800000000', content: 'x', status: 'success', time: '2026-11-01 10:00:00' };
    expect(messageRecordSchema.parse({ ...record, charge: 0.15 }).charge).toBe(0.15);
    expect(messageRecordSchema.parse(record).charge).toBeUndefined();
  });
});
