import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCS_FILE, documentedTable, permissionTable } from '../scripts/permission-table';

describe('docs/mock-server.md', () => {
  it('holds the permission table generated from the sdk table (regenerate: node --import tsx scripts/permission-table.ts --write)', () => {
    expect(documentedTable(readFileSync(DOCS_FILE, 'utf8'))).toBe(permissionTable());
  });
});
