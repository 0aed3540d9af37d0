import type { RefObject } from 'react';
import { useT } from '../../i18n/use-t';
import { useLivePlayer } from './use-live-player';

export interface LivePlayerProps {
  /** The stream (`.flv` or `.m3u8`, absolute or a path on this host). */
  url: string | null | undefined;
  /** Plays while true; false destroys the player (e.g. out of view). */
  active: boolean;
  /** Names the video for assistive technology. */
  title: string;
  /** Receives the video element (snapshot, recording). */
  videoRef?: RefObject<HTMLVideoElement | null>;
}

/** A muted live video of one stream with its status (connecting, failed) over it. */
export function LivePlayer({ url, active, title, videoRef }: LivePlayerProps) {
  const t = useT();
  const player = useLivePlayer(url, active);
  const attach = (element: HTMLVideoElement | null) => {
    player.videoRef.current = element;
    if (videoRef) videoRef.current = element;
  };
  const note = player.status === 'loading' ? t('video.loading') : player.status === 'error' ? t('video.error') : undefined;
  return (
    <div className="relative aspect-video min-h-0 bg-black">
      <video ref={attach} className="size-full object-contain" muted autoPlay playsInline aria-label={title} data-status={player.status} />
      {note && <p className="absolute inset-0 grid place-items-center text-sm text-white/80">{note}</p>}
    </div>
  );
}
