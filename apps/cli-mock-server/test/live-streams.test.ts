import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type FlvLoop, type HlsLoop, liveMedia } from '../src/live-media';
import type { VideoChannel } from '@vigil/sdk';
import type { RunningMockServer } from '../src/index';
import { call, clientFor, login, startTestServer, waitFor } from './support';

/** The tags of an FLV byte stream after its 13-byte header: type and timestamp of each. */
function flvTags(bytes: Buffer): { type: number; timestamp: number }[] {
  const tags: { type: number; timestamp: number }[] = [];
  for (let at = 13; at + 11 <= bytes.length; ) {
    const size = bytes.readUIntBE(at + 1, 3);
    tags.push({ type: bytes.readUInt8(at), timestamp: bytes.readUIntBE(at + 4, 3) | (bytes.readUInt8(at + 7) << 24) });
    at += 11 + size + 4;
  }
  return tags;
}

describe('live test streams', () => {
  let server: RunningMockServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('loops the FLV clip as one stream whose tag timestamps keep growing across loops', () => {
    const flv: FlvLoop = liveMedia().flv;
    const start = flv.start();
    const first = flv.tagsUntil(0, 2.5 * flv.durationMs);
    const tags = flvTags(Buffer.concat([start, first.bytes]));
    expect(start.toString('latin1', 0, 3)).toBe('FLV');
    const frames = tags.filter((tag) => tag.type === 9).slice(1).map((tag) => tag.timestamp);
    expect(frames.at(-1)).toBeGreaterThan(2 * flv.durationMs);
    for (let index = 1; index < frames.length; index += 1) expect(frames[index]).toBeGreaterThan(frames[index - 1] ?? Number.POSITIVE_INFINITY);
    // Continuing from where it stopped gives the next frames, nothing twice.
    const next = flvTags(Buffer.concat([Buffer.alloc(13), flv.tagsUntil(first.sent, 3 * flv.durationMs).bytes]));
    expect(next[0]?.timestamp).toBeGreaterThan(frames.at(-1) ?? 0);
  });

  it('sends a WebSocket-FLV client the FLV header, then frames in real time', async () => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/live/cam-1.flv`);
    const received: Buffer[] = [];
    socket.on('message', (data: Buffer) => received.push(Buffer.from(data)));
    await waitFor(() => received.length >= 2, 'two messages');
    socket.close();
    const stream = Buffer.concat(received);
    expect(stream.toString('latin1', 0, 3)).toBe('FLV');
    const video = flvTags(stream).filter((tag) => tag.type === 9);
    expect(video.length).toBeGreaterThan(2);
  });

  it('serves a live HLS playlist whose media sequence advances, with a discontinuity where the clip restarts', async () => {
    const hls: HlsLoop = liveMedia().hls;
    const at = (ms: number) => hls.playlist(ms, 'cam/');
    expect(at(0)).toContain('#EXT-X-MEDIA-SEQUENCE:0\n');
    expect(at(0)).not.toContain('#EXT-X-ENDLIST');
    expect(at(0)).toMatch(/cam\/0\.ts[\s\S]*#EXT-X-DISCONTINUITY\n#EXTINF:2\.000,\ncam\/2\.ts/);
    expect(at(4500)).toContain('#EXT-X-MEDIA-SEQUENCE:2\n');
    expect(at(4500)).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:1\n');
    const playlist = await fetch(`${server.url}/live/cam-2.m3u8`);
    expect(playlist.headers.get('content-type')).toContain('mpegurl');
    const text = await playlist.text();
    const segment = /^cam-2\/\d+\.ts$/m.exec(text)?.[0];
    expect(segment).toBeDefined();
    const bytes = Buffer.from(await (await fetch(`${server.url}/live/${segment}`)).arrayBuffer());
    expect(bytes.readUInt8(0)).toBe(0x47);
  });

  it('lists the seeded channels of both modules with stream URLs on the mock, FLV and HLS', async () => {
    const client = clientFor(server, await login(server, 'admin', 'admin123'));
    const hat = await client.helmet.videoChannels({ pageNum: 1, pageSize: 100 });
    const alarms = await client.alarmVideo.channels({ pageNum: 1, pageSize: 100 });
    expect(hat.total).toBeGreaterThanOrEqual(16);
    const urls = [...((hat.rows ?? []) as VideoChannel[]), ...((alarms.rows ?? []) as VideoChannel[])].map((row) => row.url ?? '');
    expect(urls.some((url) => url.endsWith('.flv'))).toBe(true);
    expect(urls.some((url) => url.endsWith('.m3u8'))).toBe(true);
    expect(alarms.total).toBeGreaterThan(0);
    const refused = await call(server, 'POST', '/alarms/video', { token: await login(server, 'admin', 'admin123'), json: { title: 'x'.repeat(11), url: '/live/a.flv' } });
    expect(refused.body).toMatchObject({ code: 400, field: 'title' });
  });
});
