import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { authEndpoints } from '../endpoints/auth';
import { ANSWER_CHECKS } from './answer-checks';

// Answers a backend may send on code 200: RuoYi's own (captchaImage with the captcha off sends no img/uuid), and the
// odd ones a tolerant reader exists for (a flag as "true", a number token, a null message).
const ANSWERS: Record<string, unknown>[] = [
  { code: 200, msg: '操作成功' },
  { code: 200 },
  { code: 200, msg: null },
  { code: 200, msg: 7 },
  { code: 200, captchaEnabled: true, img: 'iVBORw0KGgo=', uuid: 'a1b2' },
  { code: 200, captchaEnabled: false },
  { code: 200, captchaEnabled: 'false' },
  { code: 200, img: null, uuid: 'u' },
  { code: 200, uuid: 42 },
  { code: 200, token: 'eyJhbGciOiJIUzUxMiJ9.e30.x' },
  { code: 200, token: '' },
  { code: 200, token: 12345 },
  { code: 200, msg: '操作成功', token: 't', extra: { any: 'thing' } },
  { code: '200' },
];

describe('the sign-in client checks an answer by hand exactly as its schema would', () => {
  for (const [name, check] of Object.entries(ANSWER_CHECKS)) {
    it(`${name}: the hand check passes what the schema passes, and nothing else`, () => {
      const schema = authEndpoints[name as keyof typeof authEndpoints].response;
      for (const answer of ANSWERS) expect([answer, check?.(answer)]).toEqual([answer, z.safeParse(schema, answer).success]);
    });
  }

  it('the signed-in calls (getInfo, getRouters) have no hand check: their answers are read with their schemas', () => {
    expect(Object.keys(ANSWER_CHECKS)).not.toContain('getInfo');
    expect(Object.keys(ANSWER_CHECKS)).not.toContain('getRouters');
  });
});
