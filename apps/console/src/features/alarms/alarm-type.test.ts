import { describe, expect, it } from 'vitest';
import { ALARM_TYPE_PRESENTATIONS, alarmTypeOf, alarmTypeWord } from './alarm-type';

const t = (key: string) => `<${key}>`;

describe('alarm type presentation', () => {
  it('gives each known type its own colour, glyph and word', () => {
    const variants = new Set(ALARM_TYPE_PRESENTATIONS.map((type) => type.variant));
    const icons = new Set(ALARM_TYPE_PRESENTATIONS.map((type) => type.icon));
    const words = new Set(ALARM_TYPE_PRESENTATIONS.map((type) => type.label));
    expect(variants.size).toBe(ALARM_TYPE_PRESENTATIONS.length);
    expect(icons.size).toBe(ALARM_TYPE_PRESENTATIONS.length);
    expect(words.size).toBe(ALARM_TYPE_PRESENTATIONS.length);
  });

  it('reads high as danger and low as warning, with numbers or strings', () => {
    expect(alarmTypeOf('2')).toMatchObject({ variant: 'danger', label: 'alarmType.high' });
    expect(alarmTypeOf(1)).toMatchObject({ variant: 'warning', label: 'alarmType.low' });
    expect(alarmTypeOf('3').label).toBe('alarmType.fault');
    expect(alarmTypeOf('4').label).toBe('alarmType.offline');
  });

  it("words oxygen's low alarm as a deficiency and its high one as an enrichment, a gas's as low and high", () => {
    // Oxygen alarms both ways (OSHA 29 CFR 1910.146: deficient below 19.5 %, enriched above 23.5 %).
    expect(alarmTypeOf('1', 'O2')).toMatchObject({ variant: 'warning', label: 'alarmType.deficiency' });
    expect(alarmTypeOf('2', 'O2')).toMatchObject({ variant: 'danger', label: 'alarmType.enrichment' });
    expect(alarmTypeOf('1', 'CH4').label).toBe('alarmType.low');
    expect(alarmTypeOf('3', 'O2').label).toBe('alarmType.fault');
  });

  it('orders the types most urgent first', () => {
    expect(ALARM_TYPE_PRESENTATIONS.map((type) => type.code)).toEqual(['2', '1', '3', '4']);
  });

  it('shows an unknown type with a glyph, neutral colour and the server name', () => {
    const type = alarmTypeOf('9');
    expect(type).toMatchObject({ code: '9', variant: 'default', icon: 'alert', label: undefined });
    expect(alarmTypeWord(type, t, '泄漏')).toBe('泄漏');
    expect(alarmTypeWord(type, t, '  ')).toBe('<alarmType.unknown>');
    expect(alarmTypeWord(alarmTypeOf(undefined), t)).toBe('<alarmType.unknown>');
  });

  it('uses the catalog word for a known type, whatever the server named it', () => {
    expect(alarmTypeWord(alarmTypeOf('2'), t, 'High alarm')).toBe('<alarmType.high>');
  });
});
