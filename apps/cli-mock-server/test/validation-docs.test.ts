import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validationLimitsTable } from './validation-limits';

const DOCS = new URL('../../../docs/mock-server.md', import.meta.url);
const START = '<!-- validation-limits:start -->';
const END = '<!-- validation-limits:end -->';

describe('docs/mock-server.md', () => {
  it('lists the maximum length of every field as the sdk schemas define it', () => {
    const docs = readFileSync(DOCS, 'utf8');
    const start = docs.indexOf(START);
    const end = docs.indexOf(END);
    expect(start, 'the limits table markers').toBeGreaterThan(-1);
    const current = docs.slice(start + START.length, end).trim();
    const expected = validationLimitsTable();
    // UPDATE_DOCS=1 rewrites the table (after a schema change) instead of failing.
    if (process.env.UPDATE_DOCS === '1' && current !== expected) writeFileSync(DOCS, `${docs.slice(0, start + START.length)}\n${expected}\n${docs.slice(end)}`);
    else expect(current).toBe(expected);
  });
});
