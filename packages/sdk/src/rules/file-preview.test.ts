import { describe, expect, it } from 'vitest';
import { isPreviewSafeType, mediaTypeOf } from './file-preview';

describe('which uploaded files may be previewed in place', () => {
  it('raster images, PDF, plain text and video', () => {
    expect(['image/png', 'IMAGE/JPEG', 'application/pdf', 'text/plain; charset=utf-8', 'video/mp4'].map(isPreviewSafeType)).toEqual([true, true, true, true, true]);
  });
  it('never SVG, HTML, XML, scripts or an unknown type', () => {
    expect(['image/svg+xml', 'text/html', 'application/xhtml+xml', 'text/xml', 'application/javascript', 'application/octet-stream', '', null].map(isPreviewSafeType)).toEqual([false, false, false, false, false, false, false, false]);
  });
  it('reads the bare media type', () => {
    expect(mediaTypeOf(' Text/Plain ; charset=utf-8')).toBe('text/plain');
  });
});
