import { describe, expect, it } from 'vitest';
import { roleSchema, userSchema } from '../schemas/org';
import { type ReadIssue, readTolerant } from './read-tolerant';

const read = (schema: Parameters<typeof readTolerant>[0], value: unknown) => {
  const issues: ReadIssue[] = [];
  return { value: readTolerant(schema, value, issues) as Record<string, unknown>, issues };
};

// A stock RuoYi SysRole/SysUser has no modules: absent or null must read as "none named", never fail the row.
describe('module access on the wire', () => {
  const role = { roleId: 3, roleName: 'Flame', roleKey: 'flame', roleSort: 4, status: '0' };
  const user = { userId: 7, userName: 'ada' };

  it('reads a role’s and a user’s modules, and null or absent as none named', () => {
    expect(read(roleSchema, { ...role, modules: ['flame'] }).value.modules).toEqual(['flame']);
    expect(read(roleSchema, { ...role, modules: null })).toMatchObject({ value: { roleId: 3 }, issues: [] });
    expect(read(roleSchema, { ...role, modules: null }).value.modules).toBeUndefined();
    expect(read(roleSchema, role).value.modules).toBeUndefined();
    expect(read(userSchema, { ...user, modules: ['house', 'user'] }).value.modules).toEqual(['house', 'user']);
  });

  it('keeps the row when modules cannot be read', () => {
    const { value, issues } = read(roleSchema, { ...role, modules: { flame: true } });
    expect(value.roleName).toBe('Flame');
    expect(value.modules).toBeUndefined();
    expect(issues).toHaveLength(1);
  });
});
