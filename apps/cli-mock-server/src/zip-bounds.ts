/**
 * What a zip (an xlsx) says it expands to, read from its central directory before anything is inflated: a
 * 400 KB workbook can hold gigabytes of sheet XML. Undefined when the bytes hold no readable central directory
 * (the parser then refuses the file as unreadable).
 */
export interface ZipExtent {
  entries: number;
  /** Sum of the entries' declared uncompressed sizes, in bytes. */
  uncompressed: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

export function zipExtent(bytes: Uint8Array): ZipExtent | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record sits in the last 22 bytes plus at most a 64 KB comment.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (view.getUint32(at, true) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  let uncompressed = 0;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL) return undefined;
    const size = view.getUint32(at + 24, true);
    // 0xffffffff: the real size is in a zip64 field; count it as too large rather than read on.
    uncompressed += size === 0xffffffff ? Number.MAX_SAFE_INTEGER : size;
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return { entries, uncompressed };
}
