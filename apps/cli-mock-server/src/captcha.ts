import { randomUUID } from 'node:crypto';
import { encodeGreyPng } from './png';
import type { Random } from './random';

/** 5x7 glyphs for the arithmetic captcha RuoYi backends draw ("3+4=?"). */
const GLYPHS: Record<string, readonly string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
  '+': ['00000', '00100', '00100', '11111', '00100', '00100', '00000'],
  '-': ['00000', '00000', '00000', '11111', '00000', '00000', '00000'],
  x: ['00000', '10001', '01010', '00100', '01010', '10001', '00000'],
  '=': ['00000', '00000', '11111', '00000', '11111', '00000', '00000'],
  '?': ['01110', '10001', '00001', '00010', '00100', '00000', '00100'],
};

const SCALE = 4;
const WIDTH = 160;
const HEIGHT = 60;

export interface Captcha {
  uuid: string;
  /** What the user must type. */
  answer: string;
  /** Base64 PNG without a data: prefix, as RuoYi answers it. */
  img: string;
}

export function createCaptcha(random: Random): Captcha {
  const op = random.pick(['+', '-', 'x'] as const);
  const x = random.int(1, 9);
  const y = random.int(1, 9);
  // Larger number first, so a subtraction never asks for a negative answer.
  const [a, b] = op === '-' && x < y ? [y, x] : [x, y];
  const answer = op === '+' ? a + b : op === '-' ? a - b : a * b;
  return { uuid: randomUUID(), answer: String(answer), img: drawText(`${a}${op}${b}=?`, random).toString('base64') };
}

function drawText(text: string, random: Random): Buffer {
  const pixels = new Uint8Array(WIDTH * HEIGHT).fill(245);
  // Noise lines make it look like a captcha; they are light so the digits stay readable.
  for (let n = 0; n < 6; n++) {
    const y0 = random.int(0, HEIGHT - 1);
    const y1 = random.int(0, HEIGHT - 1);
    for (let x = 0; x < WIDTH; x++) {
      const y = Math.round(y0 + ((y1 - y0) * x) / WIDTH);
      pixels[y * WIDTH + x] = 180;
    }
  }
  let cursor = 12;
  for (const ch of text) {
    const glyph = GLYPHS[ch];
    if (!glyph) continue;
    const top = 16 + random.int(-4, 4);
    glyph.forEach((row, gy) => {
      for (let gx = 0; gx < row.length; gx++) {
        if (row[gx] !== '1') continue;
        for (let dy = 0; dy < SCALE; dy++)
          for (let dx = 0; dx < SCALE; dx++) pixels[(top + gy * SCALE + dy) * WIDTH + cursor + gx * SCALE + dx] = 40;
      }
    });
    cursor += 6 * SCALE - 2;
  }
  return encodeGreyPng(WIDTH, HEIGHT, pixels);
}
