import { describe, expect, it } from 'vitest';
import { createCaptcha } from './captcha';
import { createRandom } from './random';

describe('createCaptcha', () => {
  it('asks small sums with non-negative whole answers and draws them as a PNG', () => {
    const random = createRandom(42);
    for (let i = 0; i < 200; i++) {
      const captcha = createCaptcha(random);
      expect(captcha.answer).toMatch(/^\d{1,2}$/);
      expect(Buffer.from(captcha.img, 'base64').subarray(1, 4).toString()).toBe('PNG');
    }
  });
});
