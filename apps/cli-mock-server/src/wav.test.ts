import { describe, expect, it } from 'vitest';
import { beepWav } from './wav';

describe('beepWav', () => {
  it('is a PCM WAV file whose data lasts the seconds asked for', () => {
    const wav = beepWav(3.5);
    const view = new DataView(wav.buffer);
    const text = (at: number) => String.fromCharCode(...wav.slice(at, at + 4));
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(view.getUint32(4, true)).toBe(wav.length - 8);
    const [rate, bytesPerSecond, dataSize] = [view.getUint32(24, true), view.getUint32(28, true), view.getUint32(40, true)];
    expect(dataSize / bytesPerSecond).toBe(3.5);
    expect(rate).toBe(8_000);
    // A sound, not silence: the samples swing around the 8-bit midpoint.
    expect(Math.max(...wav.slice(44))).toBeGreaterThan(170);
  });
});
