import type { TrackPoint } from '@vigil/sdk';
import { Button } from '@vigil/ui';
import { Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useDateTime } from '../format/use-date-time';
import { TrackMap } from './track-map';

/** Playback speed: one fix per tick. */
const TICK_MS = 100;

/** The drawn track with its playback: play/pause and a slider moving the marker along the fixes. */
export function TrackPlayback({ points }: { points: readonly TrackPoint[] }) {
  const t = useT();
  const time = useDateTime();
  const [at, setAt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const last = points.length - 1;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setAt((i) => (i >= last ? i : i + 1)), TICK_MS);
    return () => window.clearInterval(timer);
  }, [playing, last]);
  useEffect(() => {
    if (playing && at >= last) setPlaying(false);
  }, [playing, at, last]);

  const point = points[at];
  return (
    <div className="grid gap-2">
      <TrackMap points={points} at={at} />
      <div className="flex items-center gap-3">
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-pressed={playing}
          onClick={() => {
            if (!playing && at >= last) setAt(0);
            setPlaying(!playing);
          }}
        >
          {playing ? <Pause aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
          {t(playing ? 'trajectory.pause' : 'trajectory.play')}
        </Button>
        <input
          type="range"
          className="flex-1"
          min={0}
          max={last}
          value={at}
          aria-label={t('trajectory.position')}
          aria-valuetext={point ? t('trajectory.pointAt', { time: time(point.time), index: at + 1, count: points.length }) : undefined}
          onChange={(e) => setAt(Number(e.target.value))}
          data-testid="track-slider"
        />
        <span className="text-sm tabular-nums text-muted-foreground" data-testid="track-position">
          {point ? t('trajectory.pointAt', { time: time(point.time), index: at + 1, count: points.length }) : ''}
        </span>
      </div>
    </div>
  );
}
