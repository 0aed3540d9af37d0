import type { VideoChannel } from '@vigil/sdk';
import { Button, cn } from '@vigil/ui';
import { useEffect, useRef, useState } from 'react';
import { toasts } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { LocalRecorder } from './local-recorder';
import { LivePlayer } from './live-player';
import { mediaFileName, saveSnapshot } from './snapshot';
import { isPlaying } from './use-live-player';
import { useVisible } from './use-visible';

export interface VideoTileProps {
  index: number;
  channel: VideoChannel | undefined;
  selected: boolean;
  onSelect(): void;
  /** Empties the tile (refused here while it records). */
  onClose(): void;
  /** Tells the page whether this tile records, so it refuses to replace or hide it meanwhile. */
  onRecordingChange(recording: boolean): void;
}

/**
 * One window of the split screen: its channel's live player (destroyed while scrolled out of view or the page is
 * hidden, kept while it records), snapshot, local recording (both need a playing video) and close.
 */
export function VideoTile({ index, channel, selected, onSelect, onClose, onRecordingChange }: VideoTileProps) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const visible = useVisible(box);
  const video = useRef<HTMLVideoElement | null>(null);
  const [recorder, setRecorder] = useState<LocalRecorder | null>(null);
  const name = channel?.title ?? t('video.tile', { index: index + 1 });
  useEffect(() => onRecordingChange(recorder !== null), [recorder, onRecordingChange]);

  const warn = (title: string) => toasts.toast({ title, variant: 'warning' });
  const snapshot = () => (isPlaying(video.current) ? saveSnapshot(video.current, mediaFileName(name)) : warn(t('spec.playVideoFirst')));
  const record = () => {
    if (recorder) {
      setRecorder(null);
      void recorder.stop(mediaFileName(name)).then((end) => toasts.toast(end === 'saved' ? { title: t('video.saved'), variant: 'success' } : { title: t('validation.recording.tooShort'), variant: 'warning' }));
    } else if (isPlaying(video.current)) setRecorder(new LocalRecorder(video.current));
    else warn(t('spec.playVideoFirst'));
  };
  const close = () => (recorder ? warn(t('spec.recordingInProgress')) : onClose());

  return (
    <div ref={box} data-testid="video-tile" data-recording={recorder ? 'true' : undefined} className={cn('grid min-h-0 grid-rows-[auto_1fr] rounded-md border bg-card', selected && 'ring-2 ring-primary')}>
      <div className="flex items-center gap-1 border-b px-2 py-1 text-sm">
        <Button variant="ghost" size="sm" aria-pressed={selected} onClick={onSelect} className="mr-auto min-w-0 truncate font-medium">
          {name}
        </Button>
        {recorder && <span className="text-destructive text-xs">{t('video.recording')}</span>}
        <Button variant="ghost" size="sm" onClick={snapshot} aria-label={t('video.snapshotOf', { name })}>
          {t('video.snapshot')}
        </Button>
        <Button variant="ghost" size="sm" onClick={record} aria-label={t(recorder ? 'video.stopRecordOf' : 'video.recordOf', { name })}>
          {t(recorder ? 'video.stopRecord' : 'video.record')}
        </Button>
        {channel && (
          <Button variant="ghost" size="sm" onClick={close} aria-label={t('video.closeOf', { name })}>
            {t('video.close')}
          </Button>
        )}
      </div>
      {channel ? <LivePlayer url={channel.url} active={visible || recorder !== null} title={name} videoRef={video} /> : <p className="grid aspect-video place-items-center bg-muted text-muted-foreground text-sm">{t('video.emptyTile')}</p>}
    </div>
  );
}
