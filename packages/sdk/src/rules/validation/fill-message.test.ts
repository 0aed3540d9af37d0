import { describe, expect, it } from 'vitest';
import { fillMessage } from './fill-message';

describe('fillMessage', () => {
  it("fills placeholders and reads an ICU doubled apostrophe as one, as RuoYi's words have it", () => {
    // SysUserController: "新增用户'" + user.getUserName() + "'失败，登录账号已存在"
    expect(fillMessage("新增用户''{name}''失败，登录账号已存在", { name: 'ry' })).toBe("新增用户'ry'失败，登录账号已存在");
  });

  it('leaves a placeholder without a value as written', () => {
    expect(fillMessage('{count} of {max}', { max: 5 })).toBe('{count} of 5');
  });
});
