import { readFileSync } from 'node:fs';
import { MEDIA_DIR } from './live-media';
import type { Row } from './state';

/**
 * A helmet photo as the mock draws it: a small SVG (a coloured scene with the helmet's IMEI and the time it was taken),
 * so no image is shipped or fetched.
 */
export function photoSvg(photo: Row): string {
  const hue = (Number(photo.id) * 47) % 360;
  const label = `${String(photo.imei)} ${String(photo.createTime ?? '')}`.replace(/[<>&"]/g, '');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">',
    `<rect width="320" height="180" fill="hsl(${hue},45%,55%)"/>`,
    `<path d="M0 140 L90 80 L160 120 L230 60 L320 130 L320 180 L0 180 Z" fill="hsl(${(hue + 120) % 360},35%,35%)"/>`,
    '<circle cx="260" cy="40" r="18" fill="#fde68a"/>',
    `<text x="10" y="170" font-family="monospace" font-size="12" fill="#fff">${label}</text>`,
    '</svg>',
  ].join('');
}

let clip: Uint8Array | undefined;

/** The shipped test clip (media/clip.mp4) a helmet video answers with, read once. */
export function videoClip(): Uint8Array {
  clip ??= new Uint8Array(readFileSync(`${MEDIA_DIR}clip.mp4`));
  return clip;
}
