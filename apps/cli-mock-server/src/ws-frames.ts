/**
 * Websocket text frames (RFC 6455 §5.2) as a server sends them: FIN set, opcode 1, unmasked. Many messages framed
 * into one buffer go to a socket in one write, and one buffer serves every socket that gets the same messages:
 * a flood of 1,000 alarms to 1,000 sockets is 1,000 writes of a shared buffer, not a million sends.
 */
export function textFrames(messages: readonly string[]): Buffer {
  const payloads = messages.map((message) => Buffer.from(message));
  const header = (length: number) => (length < 126 ? 2 : length < 65_536 ? 4 : 10);
  const frames = Buffer.allocUnsafe(payloads.reduce((size, payload) => size + header(payload.length) + payload.length, 0));
  let offset = 0;
  for (const payload of payloads) {
    frames[offset] = 0x81;
    if (payload.length < 126) {
      frames[offset + 1] = payload.length;
    } else if (payload.length < 65_536) {
      frames[offset + 1] = 126;
      frames.writeUInt16BE(payload.length, offset + 2);
    } else {
      frames[offset + 1] = 127;
      frames.writeBigUInt64BE(BigInt(payload.length), offset + 2);
    }
    offset += header(payload.length);
    offset += payload.copy(frames, offset);
  }
  return frames;
}
