import { describe, expect, it } from 'vitest';
import { userFilters } from './user-queries';

describe('userFilters: what the users list and export send', () => {
  it('sends the creation range flat and as RuoYi params, a known status, and the department', () => {
    expect(userFilters({ userName: 'ad', beginTime: '2026-11-01', endTime: '2026-11-23', status: '1' }, '103')).toEqual({
      userName: 'ad',
      beginTime: '2026-11-01',
      'params[beginTime]': '2026-11-01',
      endTime: '2026-11-23',
      'params[endTime]': '2026-11-23',
      status: '1',
      deptId: '103',
    });
  });

  it('leaves out blank fields, an unknown status and an unpicked department', () => {
    expect(userFilters({ userName: '', phonenumber: '138', status: 'all' }, null)).toEqual({ phonenumber: '138' });
  });
});
