import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { coerceFields } from './coerce';

const schema = z.looseObject({
  pageNum: z.number().int().optional(),
  imei: z.string().optional(),
  id: z.union([z.number(), z.string()]),
  ids: z.array(z.union([z.number(), z.string()])).optional(),
  enabled: z.boolean().optional(),
});

describe('coerceFields', () => {
  it('reads numbers and booleans only where the schema wants them', () => {
    expect(coerceFields(schema, { pageNum: '2', imei: '861234567890123', enabled: 'true', id: '7' })).toEqual({ pageNum: 2, imei: '861234567890123', enabled: true, id: '7' });
  });

  it('splits a comma-joined list into ids', () => {
    expect(coerceFields(schema, { ids: '3,4', id: 1 })).toEqual({ ids: [3, 4], id: 1 });
    expect(coerceFields(schema, { ids: ['5', '6'], id: 1 })).toEqual({ ids: ['5', '6'], id: 1 });
  });

  it('leaves a value nothing fits alone, so validation names the field', () => {
    const coerced = coerceFields(schema, { pageNum: 'abc', id: 1 });
    expect(coerced.pageNum).toBe('abc');
    const parsed = schema.safeParse(coerced);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['pageNum']);
  });

  it('passes fields through when there is no schema or the field is unknown', () => {
    expect(coerceFields(undefined, { a: '1' })).toEqual({ a: '1' });
    expect(coerceFields(schema, { extra: '1', id: 1 })).toEqual({ extra: '1', id: 1 });
  });
});
