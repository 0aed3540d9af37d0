import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VALIDATION_KEYS, listEndpoints, wireCodeTables } from '../src/index';

const docs = readFileSync(new URL('../../../docs/sdk.md', import.meta.url), 'utf8');

describe('docs/sdk.md stays in step with the code', () => {
  it('lists every validation key, so the console can translate them all', () => {
    const missing = Object.values(VALIDATION_KEYS).filter((key) => !docs.includes(`\`${key}\``));
    expect(missing).toEqual([]);
  });

  it('lists every endpoint with its method, path, encoding and timeout class', () => {
    const missing = listEndpoints()
      .map((e) => `| \`${e.id}\` | ${e.method} | \`${e.path}\` | ${e.encoding} | ${e.responseType} | ${e.timeout} |`)
      .filter((row) => !docs.includes(row));
    expect(missing).toEqual([]);
  });

  it('names every wire-code table, so a deployment knows what it can extend', () => {
    const missing = Object.keys(wireCodeTables()).filter((field) => !docs.includes(`\`${field}\``));
    expect(missing).toEqual([]);
  });
});
