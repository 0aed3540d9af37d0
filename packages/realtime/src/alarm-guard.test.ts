import { alarmPayloadSchema, alarmSocketMessageSchema } from '@vigil/sdk';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type GuardResult, readAlarmInput, readAlarmMessage, readAlarmPayload } from './alarm-guard';

/** Values that sit on either side of each field's rule. */
const field = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.constantFrom('', 'x', '0'),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0),
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
);

const extras = fc.dictionary(
  fc.string({ maxLength: 5 }).filter((key) => key !== '__proto__'),
  fc.jsonValue({ maxDepth: 1 }),
  { maxKeys: 2 },
);

const alarmVo = fc
  .tuple(
    fc.record(
      { name: fc.oneof(fc.string(), field), notes: field, alarm: field, timeStamp: field },
      { requiredKeys: [] },
    ),
    extras,
  )
  .map(([known, extra]) => ({ ...extra, ...known }));

const payload = fc
  .tuple(
    fc.record(
      { proBh: field, sn: fc.oneof(fc.string({ minLength: 1 }), field), address: field, alarmVo: fc.oneof(alarmVo, field) },
      { requiredKeys: [] },
    ),
    extras,
  )
  .map(([known, extra]) => ({ ...extra, ...known }));

const message = fc.oneof(
  fc.record({ eventType: fc.constantFrom('dataAlarm', 'other'), payload: fc.oneof(payload, field) }),
  payload,
  field,
);

/** Mostly valid fields, each occasionally swapped for an edge value, so both paths are exercised. */
const mostly = <T>(valid: fc.Arbitrary<T>) => fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: field, weight: 1 });

const validish = fc.record({
  eventType: fc.constant('dataAlarm'),
  payload: fc.record({
    proBh: mostly(fc.oneof(fc.string(), fc.integer())),
    sn: mostly(fc.string({ minLength: 1 })),
    address: mostly(fc.oneof(fc.string(), fc.constant(undefined))),
    alarmVo: fc.record({
      name: mostly(fc.string()),
      notes: mostly(fc.oneof(fc.string(), fc.constant(undefined))),
      alarm: mostly(fc.oneof(fc.string(), fc.integer(), fc.double())),
      timeStamp: mostly(fc.oneof(fc.string(), fc.integer())),
    }),
  }),
});

function sameAsSchema<T>(ours: GuardResult<T>, theirs: { success: boolean; data?: T }) {
  expect(ours.ok).toBe(theirs.success);
  if (ours.ok) expect(ours.value).toStrictEqual(theirs.data);
}

describe('alarm guard', () => {
  it('accepts, rejects and outputs exactly what the sdk message schema does', () => {
    fc.assert(
      fc.property(fc.oneof(message, validish), (value) => {
        sameAsSchema(readAlarmMessage(value), alarmSocketMessageSchema.safeParse(value));
      }),
      { numRuns: 3000 },
    );
  });

  it('accepts, rejects and outputs exactly what the sdk payload schema does', () => {
    fc.assert(
      fc.property(fc.oneof(payload, validish.map((m) => m.payload)), (value) => {
        sameAsSchema(readAlarmPayload(value), alarmPayloadSchema.safeParse(value));
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees with the schema on JSON text as it comes off the wire', () => {
    fc.assert(
      fc.property(fc.oneof(message, validish), (value) => {
        const wire: unknown = JSON.parse(JSON.stringify({ v: value })).v;
        sameAsSchema(readAlarmMessage(wire), alarmSocketMessageSchema.safeParse(wire));
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees on objects without a prototype', () => {
    const vo = Object.assign(Object.create(null) as object, { name: 'n', alarm: 1, timeStamp: 2 });
    const value = { eventType: 'dataAlarm', payload: { proBh: 1, sn: 's', alarmVo: vo } };
    sameAsSchema(readAlarmMessage(value), alarmSocketMessageSchema.safeParse(value));
  });

  it('reads either a whole message or a payload, with a located reason on failure', () => {
    const good = { proBh: 1, sn: 'a', alarmVo: { name: 'n', alarm: 2, timeStamp: 3 } };
    expect(readAlarmInput(good)).toMatchObject({ ok: true, value: { proBh: '1', address: '', alarmVo: { alarm: '2' } } });
    expect(readAlarmInput({ eventType: 'dataAlarm', payload: good })).toMatchObject({ ok: true, value: { sn: 'a' } });
    const bad = readAlarmInput({ eventType: 'dataAlarm', payload: { ...good, sn: '' } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.message).toMatch(/at payload\.sn$/);
  });
});
