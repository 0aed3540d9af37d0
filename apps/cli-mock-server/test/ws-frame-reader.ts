/** A websocket frame as a client reads it off the wire (server frames are unmasked). */
export interface Frame {
  opcode: number;
  payload: Buffer;
}

/**
 * Reads frames from the raw bytes of an upgraded connection, across chunk boundaries: the HTTP 101 answer first,
 * then frames. For tests that use plain TCP sockets as websocket clients (cheap by the thousand, and able to stop
 * reading, which the ws client cannot be asked to do).
 */
export class FrameReader {
  #pending: Buffer = Buffer.alloc(0);
  #upgraded = false;
  /** The status line of the handshake answer, once read. */
  status = '';

  /** Feeds a chunk; returns the complete frames it finished. */
  push(chunk: Buffer): Frame[] {
    this.#pending = this.#pending.length === 0 ? chunk : Buffer.concat([this.#pending, chunk]);
    if (!this.#upgraded) {
      const end = this.#pending.indexOf('\r\n\r\n');
      if (end < 0) return [];
      this.status = this.#pending.subarray(0, this.#pending.indexOf('\r\n')).toString();
      this.#pending = this.#pending.subarray(end + 4);
      this.#upgraded = true;
    }
    const frames: Frame[] = [];
    for (;;) {
      const frame = this.#next();
      if (!frame) return frames;
      frames.push(frame);
    }
  }

  #next(): Frame | undefined {
    const bytes = this.#pending;
    if (bytes.length < 2) return undefined;
    const short = (bytes[1] ?? 0) & 0x7f;
    const header = short === 126 ? 4 : short === 127 ? 10 : 2;
    if (bytes.length < header) return undefined;
    const length = short === 126 ? bytes.readUInt16BE(2) : short === 127 ? Number(bytes.readBigUInt64BE(2)) : short;
    if (bytes.length < header + length) return undefined;
    this.#pending = bytes.subarray(header + length);
    return { opcode: (bytes[0] ?? 0) & 0x0f, payload: bytes.subarray(header, header + length) };
  }
}

/** The handshake a websocket client sends (the key is any base64 nonce). */
export const upgradeRequest = (path: string): string =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`;
