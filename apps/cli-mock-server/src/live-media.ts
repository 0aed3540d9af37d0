import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The test media shipped in the package (`media/`, made by scripts/make-media.sh): beside `src/` and `dist/`. */
export const MEDIA_DIR = fileURLToPath(new URL('../media/', import.meta.url));

const FLV_HEADER_BYTES = 9;
const TAG_HEADER_BYTES = 11;
const PREVIOUS_TAG_SIZE_BYTES = 4;
const VIDEO_TAG = 9;
/** AVCPacketType 2: end of sequence. Looping must not send it, or the decoder stops at the first loop's end. */
const AVC_END_OF_SEQUENCE = 2;

interface FlvTag {
  /** Tag header + body + PreviousTagSize, as in the file (the timestamp is rewritten per loop). */
  bytes: Buffer;
  timestamp: number;
}

/**
 * A looping FLV clip as one endless live stream: `start()` is the FLV header, the metadata and the AVC sequence
 * header (sent once); `tagsUntil(ms)` the frame tags of every loop up to that stream time, their timestamps moved
 * on by one clip duration per loop so the player sees one stream whose time only grows.
 */
export class FlvLoop {
  readonly #start: Buffer;
  readonly #frames: FlvTag[];
  /** One loop's length: the last frame's time plus one frame interval. */
  readonly durationMs: number;

  constructor(file: Buffer) {
    if (file.toString('latin1', 0, 3) !== 'FLV') throw new Error('not an FLV file');
    const start: Buffer[] = [file.subarray(0, FLV_HEADER_BYTES + PREVIOUS_TAG_SIZE_BYTES)];
    const frames: FlvTag[] = [];
    for (let at = FLV_HEADER_BYTES + PREVIOUS_TAG_SIZE_BYTES; at + TAG_HEADER_BYTES <= file.length; ) {
      const size = file.readUIntBE(at + 1, 3);
      const bytes = file.subarray(at, at + TAG_HEADER_BYTES + size + PREVIOUS_TAG_SIZE_BYTES);
      const timestamp = file.readUIntBE(at + 4, 3) | (file.readUInt8(at + 7) << 24);
      const type = file.readUInt8(at);
      const avcPacketType = type === VIDEO_TAG ? file.readUInt8(at + TAG_HEADER_BYTES + 1) : undefined;
      if (type !== VIDEO_TAG || avcPacketType === 0) start.push(bytes);
      else if (avcPacketType !== AVC_END_OF_SEQUENCE) frames.push({ bytes, timestamp });
      at += bytes.length;
    }
    const last = frames.at(-1)?.timestamp ?? 0;
    const interval = frames.length > 1 ? last - (frames.at(-2)?.timestamp ?? 0) : 100;
    this.#start = Buffer.concat(start);
    this.#frames = frames;
    this.durationMs = last + Math.max(interval, 1);
  }

  /** What a new client gets first: FLV header, script tag (onMetaData), AVC sequence header. */
  start(): Buffer {
    return this.#start;
  }

  /** The frame tags after tag number `sent` (counted over all loops) up to stream time `untilMs`, and the new count. */
  tagsUntil(sent: number, untilMs: number): { bytes: Buffer; sent: number } {
    const chunks: Buffer[] = [];
    let index = sent;
    for (;;) {
      const loop = Math.floor(index / this.#frames.length);
      const frame = this.#frames[index % this.#frames.length];
      if (!frame) break;
      const timestamp = frame.timestamp + loop * this.durationMs;
      if (timestamp > untilMs) break;
      const bytes = Buffer.from(frame.bytes);
      bytes.writeUIntBE(timestamp & 0xffffff, 4, 3);
      bytes.writeUInt8((timestamp >>> 24) & 0xff, 7);
      chunks.push(bytes);
      index += 1;
    }
    return { bytes: Buffer.concat(chunks), sent: index };
  }
}

interface HlsSegment {
  file: string;
  seconds: number;
}

/** Segments listed in a live playlist at any time: hls.js starts three target durations from its end. */
const LIVE_WINDOW = 4;

/**
 * A VOD HLS clip (`hls/clip.m3u8`) served as a live stream: a sliding window over its segments repeated forever,
 * the media sequence growing with wall time, and #EXT-X-DISCONTINUITY where the clip starts again (its timestamps
 * jump back there), counted in #EXT-X-DISCONTINUITY-SEQUENCE once out of the window.
 */
export class HlsLoop {
  readonly #segments: HlsSegment[];
  readonly #target: number;

  constructor(playlist: string) {
    const lines = playlist.split(/\r?\n/).map((line) => line.trim());
    const segments: HlsSegment[] = [];
    lines.forEach((line, index) => {
      const match = /^#EXTINF:([\d.]+)/.exec(line);
      const file = lines[index + 1];
      if (match?.[1] && file) segments.push({ file, seconds: Number(match[1]) });
    });
    if (segments.length === 0) throw new Error('no HLS segments');
    this.#segments = segments;
    this.#target = Math.ceil(Math.max(...segments.map((segment) => segment.seconds)));
  }

  /** The clip's segment file behind live segment number `sequence`. */
  segmentFile(sequence: number): string | undefined {
    return this.#segments[sequence % this.#segments.length]?.file;
  }

  /** The live playlist `elapsedMs` after the stream started; segment URIs are `<sequence>.ts` under `segmentBase`. */
  playlist(elapsedMs: number, segmentBase: string): string {
    const count = this.#segments.length;
    const first = Math.floor(elapsedMs / (this.#target * 1000));
    const lines = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${this.#target}`, `#EXT-X-MEDIA-SEQUENCE:${first}`, `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / count)}`];
    for (let sequence = first; sequence < first + LIVE_WINDOW; sequence += 1) {
      const segment = this.#segments[sequence % count];
      if (!segment) continue;
      if (sequence !== first && sequence % count === 0) lines.push('#EXT-X-DISCONTINUITY');
      lines.push(`#EXTINF:${segment.seconds.toFixed(3)},`, `${segmentBase}${sequence}.ts`);
    }
    return `${lines.join('\n')}\n`;
  }
}

/** The clips loaded once per process. */
export interface LiveMedia {
  flv: FlvLoop;
  hls: HlsLoop;
  /** Reads one of the HLS clip's segment files. */
  segment(file: string): Buffer;
}

let loaded: LiveMedia | undefined;

export function liveMedia(dir: string = MEDIA_DIR): LiveMedia {
  loaded ??= {
    flv: new FlvLoop(readFileSync(`${dir}clip.flv`)),
    hls: new HlsLoop(readFileSync(`${dir}hls/clip.m3u8`, 'utf8')),
    segment: (file) => readFileSync(`${dir}hls/${file.replace(/[^\w.-]/g, '')}`),
  };
  return loaded;
}
