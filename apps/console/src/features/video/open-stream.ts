import { loadMpegts } from './load-mpegts';
import type { StreamKind } from './stream-url';

/** A stream attached to a video element; `destroy` stops it and frees the element (MediaSource, sockets). */
export interface StreamSession {
  destroy(): void;
}

type Open = (video: HTMLVideoElement, url: string, onFatal: () => void) => Promise<StreamSession>;

/** Starts playback; a muted video may autoplay, and a refused play() leaves the player's own state to report. */
function play(video: HTMLVideoElement): void {
  video.play()?.catch(() => undefined);
}

/** FLV (WebSocket-FLV or HTTP-FLV) through mpegts.js, loaded on first use (load-mpegts.ts). */
const openFlv: Open = async (video, url, onFatal) => {
  const mpegts = await loadMpegts();
  const player = mpegts.createPlayer({ type: 'flv', isLive: true, url }, { enableStashBuffer: false, liveBufferLatencyChasing: true, lazyLoad: false });
  player.on(mpegts.Events.ERROR, onFatal);
  player.attachMediaElement(video);
  player.load();
  play(video);
  return {
    destroy: () => {
      player.pause();
      player.unload();
      player.detachMediaElement();
      player.destroy();
    },
  };
};

/** HLS through hls.js (loaded on first use), or natively where MSE is missing (Safari on iOS). */
const openHls: Open = async (video, url, onFatal) => {
  const { default: Hls } = await import('hls.js/light');
  if (!Hls.isSupported()) {
    video.src = url;
    play(video);
    return {
      destroy: () => {
        video.removeAttribute('src');
        video.load();
      },
    };
  }
  const hls = new Hls({ liveDurationInfinity: true });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatal();
  });
  hls.attachMedia(video);
  hls.loadSource(url);
  play(video);
  return { destroy: () => hls.destroy() };
};

/** Opens a live stream of this kind on the video element. */
export const openStream: Record<StreamKind, Open> = { flv: openFlv, hls: openHls };
