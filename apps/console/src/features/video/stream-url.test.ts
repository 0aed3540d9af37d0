import { describe, expect, it } from 'vitest';
import { resolveStreamUrl, streamKind } from './stream-url';

describe('stream URLs', () => {
  it('picks the player by extension', () => {
    expect(streamKind('/live/a.flv')).toBe('flv');
    expect(streamKind('https://cdn.example/x/index.M3U8?token=1')).toBe('hls');
    expect(streamKind('rtsp://camera/1')).toBeUndefined();
  });

  it('puts a path on the page host, FLV over WebSocket', () => {
    const loc = { protocol: 'https:', host: 'vigil.example:8443' };
    expect(resolveStreamUrl('/live/a.flv', loc)).toBe('wss://vigil.example:8443/live/a.flv');
    expect(resolveStreamUrl('/live/a.m3u8', loc)).toBe('https://vigil.example:8443/live/a.m3u8');
    expect(resolveStreamUrl('/live/a.flv', { protocol: 'http:', host: 'h' })).toBe('ws://h/live/a.flv');
    expect(resolveStreamUrl('http://cam.example/a.flv', loc)).toBe('http://cam.example/a.flv');
  });
});
