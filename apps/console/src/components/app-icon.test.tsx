import { DEVICE_CATALOGUE } from '@vigil/sdk';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductIcon } from './app-icon';

afterEach(cleanup);

const markup = (icon: string) => render(<ProductIcon icon={icon} />).container.innerHTML;

describe('ProductIcon', () => {
  it('gives each of the 15 catalogue products its own glyph, none of them the fallback', () => {
    const fallback = markup('no-such-product');
    const glyphs = DEVICE_CATALOGUE.map((product) => markup(product.icon));
    expect(glyphs).toHaveLength(15);
    expect(new Set(glyphs).size).toBe(15);
    expect(glyphs).not.toContain(fallback);
  });

  it('is decorative: hidden from screen readers, since the product name is written beside it', () => {
    const svg = render(<ProductIcon icon="house" />).container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
  });
});
