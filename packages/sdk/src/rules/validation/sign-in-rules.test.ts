import { describe, expect, it } from 'vitest';
import { captchaAnswerSchema, loginFormSchema } from './account';
import { captchaAnswerRules, signInFormRules } from './sign-in-rules';

/** What a form shows of a result: success and data, or each field's issues (message keys) in order. */
function shown(result: { success: boolean; data?: unknown; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }) {
  return result.success ? { data: result.data } : { issues: result.error?.issues.map(({ path, message }) => ({ path: [...path], message })) };
}

const TEXTS = [
  '', '   ', 'a', 'ab', ' admin ', 'admin', 'admin123', '管理员', 'ad管理', 'admin\u200b', 'аdmin', 'a b', 'x'.repeat(20), 'x'.repeat(21),
  '😀😀', '😀'.repeat(11), '-4', '7', '12345678901', '\tpass\n', 'pass', 'passw', '管理员管理员',
];

describe('the sign-in form rules without zod agree with loginFormSchema and captchaAnswerSchema', () => {
  it('every account and password: the same data, or the same issues in the same order', () => {
    for (const username of TEXTS) {
      for (const password of ['', 'pass', 'admin123', ' admin123 ', 'x'.repeat(21), '密码密码密码']) {
        const form = { username, password };
        expect([form, shown(signInFormRules.safeParse(form))]).toEqual([form, shown(loginFormSchema.safeParse(form))]);
      }
    }
  });

  it('a field that is not text is refused as missing, as the schema does', () => {
    for (const form of [{}, { username: 5, password: null }, { username: ['admin'], password: 'admin123' }]) {
      expect(shown(signInFormRules.safeParse(form))).toEqual(shown(loginFormSchema.safeParse(form)));
    }
  });

  it('every captcha answer: trimmed, required, at most CAPTCHA_ANSWER_MAX characters', () => {
    for (const answer of [...TEXTS, 'x'.repeat(10), 'x'.repeat(11), undefined, 3]) {
      expect([answer, shown(captchaAnswerRules.safeParse(answer))]).toEqual([answer, shown(captchaAnswerSchema.safeParse(answer))]);
    }
  });
});
