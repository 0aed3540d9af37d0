import type { RecordingFile } from '@vigil/sdk';
import { wireWallClock } from '@vigil/sdk';
import { cn } from '@vigil/ui';
import { useT } from '../../i18n/use-t';

interface TimelineProps {
  files: readonly RecordingFile[];
  playing: string | undefined;
  onPick: (file: RecordingFile) => void;
  time: (value: unknown) => string;
}

/** The range's files as segments on one bar, by start time (at least a sliver wide); each segment plays its file. */
export function RecordingTimeline({ files, playing, onPick, time }: TimelineProps) {
  const t = useT();
  const starts = files.map((f) => (typeof f.startTime === 'number' ? f.startTime : (wireWallClock(f.startTime)?.utc ?? 0)));
  const first = Math.min(...starts);
  const span = Math.max(Math.max(...starts) - first, 1);
  return (
    <fieldset className="relative h-8 max-w-3xl rounded border-0 bg-muted p-0">
      <legend className="sr-only">{t('playback.timeline')}</legend>
      {files.map((file, index) => (
        <button
          key={file.id}
          type="button"
          aria-label={t('playback.segment', { start: time(file.startTime) })}
          aria-pressed={playing === file.id}
          onClick={() => onPick(file)}
          className={cn('absolute top-1 h-6 w-2 -translate-x-1/2 rounded-sm bg-primary/60 hover:bg-primary focus-visible:outline focus-visible:outline-2 focus-visible:outline-ring', playing === file.id && 'bg-primary')}
          style={{ left: `${2 + (((starts[index] ?? first) - first) / span) * 96}%` }}
        />
      ))}
    </fieldset>
  );
}
