import { type RefObject, useEffect, useRef, useState } from 'react';
import { openStream, type StreamSession } from './open-stream';
import { resolveStreamUrl, streamKind } from './stream-url';

/** What a live player shows: nothing asked, connecting/buffering, playing, or failed (incl. an unknown URL kind). */
export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'error';

/** Whether the video is showing moving pictures (what snapshot and local recording need). */
export function isPlaying(video: HTMLVideoElement | null): video is HTMLVideoElement {
  return video !== null && !video.paused && !video.ended && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0;
}

/**
 * Plays the live stream `url` (`.flv` through mpegts.js, `.m3u8` through hls.js, each imported only when a stream
 * needs it) in the video element of `videoRef` while `active`; when `active` turns false, the URL changes or the
 * component unmounts, the player is destroyed.
 */
export function useLivePlayer(url: string | null | undefined, active: boolean): { videoRef: RefObject<HTMLVideoElement | null>; status: PlayerStatus } {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<PlayerStatus>('idle');
  useEffect(() => {
    const video = videoRef.current;
    const kind = url ? streamKind(url) : undefined;
    if (!video || !url || !active) {
      setStatus('idle');
      return;
    }
    if (!kind) {
      setStatus('error');
      return;
    }
    let closed = false;
    let session: StreamSession | undefined;
    const playing = () => setStatus('playing');
    const waiting = () => setStatus('loading');
    const failed = () => {
      if (!closed) setStatus('error');
    };
    video.addEventListener('playing', playing);
    video.addEventListener('waiting', waiting);
    setStatus('loading');
    openStream[kind](video, resolveStreamUrl(url), failed).then((opened) => {
      if (closed) opened.destroy();
      else session = opened;
    }, failed);
    return () => {
      closed = true;
      video.removeEventListener('playing', playing);
      video.removeEventListener('waiting', waiting);
      session?.destroy();
    };
  }, [url, active]);
  return { videoRef, status };
}
