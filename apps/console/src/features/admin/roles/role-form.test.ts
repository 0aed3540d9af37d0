import { describe, expect, it } from 'vitest';
import { roleValues } from './role-form';
import type { Role } from './role-queries';

const role: Role = { roleId: 7, roleName: 'Operators', roleKey: 'operator', roleSort: 2, status: '0' };

describe('the role edit form', () => {
  it('sends back the version the role was read at, so a stale edit is refused rather than overwriting (issue 27)', () => {
    expect(roleValues({ ...role, version: 3 })).toMatchObject({ roleId: 7, version: 3 });
  });
  it('sends no version for a backend that keeps none (stock RuoYi), so nothing is checked', () => {
    expect(roleValues(role)).not.toHaveProperty('version');
    expect(roleValues({ ...role, version: null })).not.toHaveProperty('version');
  });
});
