/** 8 kHz, 8-bit mono: small enough to store, and every browser plays WAV. */
const RATE = 8_000;

/**
 * A WAV file of `seconds` of a 440 Hz beep that fades in and out: what a helmet's voice message sounds like in the
 * mock (browsers play it; its duration is exact).
 */
export function beepWav(seconds: number): Uint8Array {
  const samples = Math.round(seconds * RATE);
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => bytes.set(new TextEncoder().encode(value), at);
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // PCM header size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, RATE, true);
  view.setUint32(28, RATE, true); // bytes per second
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i++) {
    const fade = Math.min(1, i / 400, (samples - i) / 400);
    bytes[44 + i] = 128 + Math.round(60 * fade * Math.sin((2 * Math.PI * 440 * i) / RATE));
  }
  return bytes;
}
