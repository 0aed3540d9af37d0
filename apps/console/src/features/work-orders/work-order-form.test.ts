import { describe, expect, it } from 'vitest';
import { WORK_ORDER_FIELDS, workOrderFields } from './work-order-form';

const PERSONS = [
  { id: 11, name: '张伟', phone: '13800138000' },
  { id: 12, name: '李娜', phone: '13900139000' },
];

describe('the work-order form', () => {
  it('offers the persons in charge as a select that fills in the name and phone of the one picked', () => {
    const fields = workOrderFields(PERSONS);
    expect(fields.map((f) => f.name)).toEqual(['info', 'person', 'handler', 'handlerPhone', 'level']);
    const picker = fields.find((f) => f.name === 'person');
    expect(picker?.kind).toBe('select');
    expect(picker?.options).toEqual([
      { value: '11', text: '张伟 13800138000' },
      { value: '12', text: '李娜 13900139000' },
    ]);
    expect(picker?.fills?.('12')).toEqual({ handler: '李娜', handlerPhone: '13900139000' });
    expect(picker?.fills?.('99')).toBeUndefined();
  });

  it('keeps the name and phone to type where the user may not list the persons', () => {
    expect(workOrderFields(null)).toBe(WORK_ORDER_FIELDS);
    expect(WORK_ORDER_FIELDS.map((f) => f.name)).toEqual(['info', 'handler', 'handlerPhone', 'level']);
  });
});
