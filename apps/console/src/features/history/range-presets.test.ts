import { describe, expect, it } from 'vitest';
import { dayOf, defaultCustomDays, parseRangeChoice, type RangeChoice, resolveRange, writeRangeChoice } from './range-presets';

const iso = (choice: RangeChoice, zone: string, now: string) => {
  const { from, to } = resolveRange(choice, zone, new Date(now));
  return [from.toISOString(), to.toISOString()];
};

describe('history range presets in Asia/Shanghai (no DST)', () => {
  // Monday 23 November 2026, 20:34:56 in Shanghai.
  const now = '2026-11-23T12:34:56.000Z';
  const zone = 'Asia/Shanghai';

  it('rolling presets end now and start 1, 7, 30 and 90 days before', () => {
    expect(iso({ preset: 'day' }, zone, now)).toEqual(['2026-11-22T12:34:56.000Z', now]);
    expect(iso({ preset: 'week' }, zone, now)).toEqual(['2026-11-16T12:34:56.000Z', now]);
    expect(iso({ preset: 'month' }, zone, now)).toEqual(['2026-10-24T12:34:56.000Z', now]);
  });

  it('the last three months are a rolling window too: now back 90 days, today included (issue 26)', () => {
    expect(iso({ preset: 'lastThreeMonths' }, zone, now)).toEqual(['2026-08-25T12:34:56.000Z', now]);
  });

  it('last week is the previous Monday to Sunday, whole local days', () => {
    expect(iso({ preset: 'lastWeek' }, zone, now)).toEqual(['2026-11-15T16:00:00.000Z', '2026-11-22T15:59:59.999Z']);
  });

  it('last month is the whole calendar month before this one', () => {
    expect(iso({ preset: 'lastMonth' }, zone, now)).toEqual(['2026-09-30T16:00:00.000Z', '2026-10-31T15:59:59.999Z']);
  });

  it('a custom range runs from the start of its first day to the end of its last, in either order', () => {
    const range = ['2026-10-31T16:00:00.000Z', '2026-11-03T15:59:59.999Z'];
    expect(iso({ preset: 'custom', from: '2026-11-01', to: '2026-11-03' }, zone, now)).toEqual(range);
    expect(iso({ preset: 'custom', from: '2026-11-03', to: '2026-11-01' }, zone, now)).toEqual(range);
  });

  it('a custom range without valid days falls back to the last day', () => {
    expect(iso({ preset: 'custom', from: '2026-13-01', to: '2026-11-03' }, zone, now)).toEqual(iso({ preset: 'day' }, zone, now));
    expect(iso({ preset: 'custom' }, zone, now)).toEqual(iso({ preset: 'day' }, zone, now));
  });

  it('days are read in the zone: 23 November starts at 16:00 UTC the day before', () => {
    expect(dayOf(new Date('2026-11-22T16:00:00Z'), zone)).toBe('2026-11-23');
    expect(dayOf(new Date('2026-11-22T15:59:59Z'), zone)).toBe('2026-11-22');
    expect(defaultCustomDays(zone, new Date(now))).toEqual({ from: '2026-11-17', to: '2026-11-23' });
  });
});

describe('history range presets in Europe/Berlin (DST ends 25 October 2026)', () => {
  // Tuesday 27 October 2026, 11:00 CET (UTC+1); a week before it was CEST (UTC+2).
  const now = '2026-10-27T10:00:00.000Z';
  const zone = 'Europe/Berlin';

  it('7 days back keeps the wall-clock time across the change, so the range is 169 hours', () => {
    const [from] = iso({ preset: 'week' }, zone, now);
    expect(from).toBe('2026-10-20T09:00:00.000Z');
  });

  it('90 days back starts at 11:00 summer time (29 July), ending now in winter time', () => {
    expect(iso({ preset: 'lastThreeMonths' }, zone, now)).toEqual(['2026-07-29T09:00:00.000Z', now]);
  });

  it('last week starts at Monday midnight CEST and ends at Sunday midnight CET', () => {
    expect(iso({ preset: 'lastWeek' }, zone, now)).toEqual(['2026-10-18T22:00:00.000Z', '2026-10-25T22:59:59.999Z']);
  });

  it('last month (September) is whole local days in summer time', () => {
    expect(iso({ preset: 'lastMonth' }, zone, now)).toEqual(['2026-08-31T22:00:00.000Z', '2026-09-30T21:59:59.999Z']);
  });

  it('a custom range over the change ends at local midnight in winter time', () => {
    expect(iso({ preset: 'custom', from: '2026-10-24', to: '2026-10-25' }, zone, now)).toEqual(['2026-10-23T22:00:00.000Z', '2026-10-25T22:59:59.999Z']);
  });
});

describe('the range in the URL', () => {
  it('reads a preset, a custom range and falls back to 1 day', () => {
    expect(parseRangeChoice(new URLSearchParams('range=lastMonth&from=x'))).toEqual({ preset: 'lastMonth' });
    expect(parseRangeChoice(new URLSearchParams('range=custom&from=2026-11-01&to=2026-11-03'))).toEqual({ preset: 'custom', from: '2026-11-01', to: '2026-11-03' });
    expect(parseRangeChoice(new URLSearchParams('range=year'))).toEqual({ preset: 'day' });
  });

  it('writes the choice and keeps the other parameters; 1 day leaves no trace', () => {
    const params = new URLSearchParams('imei=861&range=custom&from=2026-11-01&to=2026-11-03');
    expect(writeRangeChoice(params, { preset: 'week' }).toString()).toBe('imei=861&range=week');
    expect(writeRangeChoice(params, { preset: 'day' }).toString()).toBe('imei=861');
    expect(writeRangeChoice(params, { preset: 'custom', from: '2026-11-05', to: '2026-11-06' }).toString()).toBe('imei=861&range=custom&from=2026-11-05&to=2026-11-06');
  });
});
