import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { simpleMessage } from './simple-message';

const formatted = (message: string, values?: Record<string, unknown>) => String(new IntlMessageFormat(parse(message), 'zh-CN').format(values as never));

describe('simpleMessage', () => {
  it('formats text and string or number arguments as IntlMessageFormat does', () => {
    const cases: [string, Record<string, unknown> | undefined][] = [
      ['设备列表', undefined],
      ['Device list', { unused: 1 }],
      ['', undefined],
      ['{module}设备列表', { module: '家用' }],
      ['共 {total} 条, 第 {page} 页', { total: 0, page: 12 }],
      ["it''s {name}", { name: 'x' }],
    ];
    for (const [message, values] of cases) expect(simpleMessage(parse(message), values)).toBe(formatted(message, values));
    expect(simpleMessage('设备列表', undefined)).toBe('设备列表');
  });

  it('leaves plurals, selects, numbers, tags, quoting and missing or rich values to the formatter', () => {
    const cases: [string, Record<string, unknown> | undefined][] = [
      ['{count, plural, one {# alarm} other {# alarms}}', { count: 1 }],
      ['{kind, select, a {A} other {B}}', { kind: 'a' }],
      ['{n, number}', { n: 1 }],
      ['<b>bold</b>', undefined],
      ['{name}', undefined],
      ['{name}', { name: null }],
      ['{name}', { name: { rich: true } }],
    ];
    for (const [message, values] of cases) expect(simpleMessage(parse(message), values)).toBeNull();
    // Catalog strings (dev and tests) are formatted only when they have no ICU syntax at all.
    for (const message of ['{name}', "it''s", '<b>x</b>']) expect(simpleMessage(message, { name: 'x' })).toBeNull();
  });

  it('gives null for what is not a message', () => {
    expect(simpleMessage(undefined, undefined)).toBeNull();
    expect(simpleMessage([null], undefined)).toBeNull();
  });
});
