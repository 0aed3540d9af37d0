import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/translator';
import { transactionDescription } from './transaction-words';

describe('transaction descriptions', () => {
  const en = createTranslator('en').t;
  const zh = createTranslator('zh-CN').t;

  it('are the console’s words for what the backend writes itself, whatever language it wrote them in', () => {
    expect(transactionDescription(en, '余额充值')).toBe('Balance top-up');
    expect(transactionDescription(en, '短信通知扣费')).toBe('SMS notification charges');
    expect(transactionDescription(en, '语音通知扣费')).toBe('Voice call charges');
    expect(transactionDescription(en, '冻结')).toBe('Freeze');
    expect(transactionDescription(zh, 'Top-up')).toBe('余额充值');
  });

  it('keep a refund’s remark as the operator typed it', () => {
    expect(transactionDescription(en, '退款：客户要求')).toBe('Refund: 客户要求');
    expect(transactionDescription(zh, 'Refund: duplicate order')).toBe('退款：duplicate order');
  });

  it('show any other text as sent', () => {
    expect(transactionDescription(en, '手工调整')).toBe('手工调整');
    expect(transactionDescription(en, null)).toBe('');
  });
});
