/** Which player a live stream needs: mpegts.js for FLV, hls.js for HLS. */
export type StreamKind = 'flv' | 'hls';

/** The player a stream URL needs, from its path's extension (`.flv`, `.m3u8`); undefined when neither. */
export function streamKind(url: string): StreamKind | undefined {
  const path = url.split(/[?#]/, 1)[0]?.toLowerCase() ?? '';
  if (path.endsWith('.flv')) return 'flv';
  if (path.endsWith('.m3u8')) return 'hls';
  return undefined;
}

type PageLocation = Pick<Location, 'protocol' | 'host'>;

/**
 * A channel's stream URL as the player opens it. An absolute URL stays as it is; a path is on the page's host:
 * WebSocket (ws:/wss:) for FLV, since HTTP-FLV would hold one of the browser's 6 connections per host for each
 * tile, http(s) for HLS.
 */
export function resolveStreamUrl(url: string, loc: PageLocation = location): string {
  if (!url.startsWith('/')) return url;
  const secure = loc.protocol === 'https:';
  const scheme = streamKind(url) === 'flv' ? (secure ? 'wss:' : 'ws:') : secure ? 'https:' : 'http:';
  return `${scheme}//${loc.host}${url}`;
}
