import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/house/house', '/house/house'],
    ['/house-data/data?imei=1#top', '/house-data/data?imei=1#top'],
    ['/', '/'],
  ])('keeps the same-origin path %s', (input, output) => expect(safeRedirect(input)).toBe(output));

  it.each([
    '//evil.example',
    '//evil.example/path',
    'http://evil.example',
    'https://evil.example/house',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    'house/house',
    '',
    null,
    undefined,
  ])('refuses %j', (input) => expect(safeRedirect(input)).toBeNull());
});
