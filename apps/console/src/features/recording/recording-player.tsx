import type { RecordingFile } from '@vigil/sdk';
import { Button } from '@vigil/ui';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { minutesSeconds } from '../format/minutes-seconds';

/** `m:ss` of a position in seconds (a media element's may be fractional, or NaN before its metadata). */
export function clock(seconds: number): string {
  return minutesSeconds(Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0)));
}

/**
 * Plays one recorded file in a plain `<video>` (the server answers Range requests, so it seeks): play/pause and a
 * position slider (arrow keys step 1 s, Page Up/Down 10 %), which seeks as it moves.
 */
export function RecordingPlayer({ file, title }: { file: RecordingFile; title: string }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(file.duration);
  const [playing, setPlaying] = useState(false);
  // Mounted per file (keyed by it): the file starts playing from its beginning.
  useEffect(() => {
    void video.current?.play().catch(() => undefined);
  }, []);
  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
  };
  return (
    <figure className="grid gap-2" aria-label={t('playback.player')}>
      <video
        ref={video}
        src={file.url}
        muted
        playsInline
        className="aspect-video w-full max-w-3xl rounded bg-black"
        data-testid="playback-video"
        onTimeUpdate={(e) => setCurrent(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => Number.isFinite(e.currentTarget.duration) && setDuration(e.currentTarget.duration)}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      />
      <div className="flex max-w-3xl items-center gap-3">
        <Button type="button" size="sm" variant="outline" onClick={toggle}>
          {t(playing ? 'playback.pause' : 'playback.play')}
        </Button>
        <input
          type="range"
          min={0}
          max={Math.max(duration, 0.1)}
          step={1}
          value={Math.min(current, duration)}
          aria-label={t('playback.position')}
          aria-valuetext={t('playback.positionText', { current: clock(current), total: clock(duration) })}
          className="flex-1 accent-primary"
          onChange={(e) => {
            const at = Number(e.target.value);
            setCurrent(at);
            if (video.current) video.current.currentTime = at;
          }}
        />
        <span className="text-sm tabular-nums text-muted-foreground">{t('playback.positionText', { current: clock(current), total: clock(duration) })}</span>
      </div>
      <figcaption className="text-sm text-muted-foreground">{title}</figcaption>
    </figure>
  );
}
