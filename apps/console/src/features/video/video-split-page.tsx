import type { VideoChannel } from '@vigil/sdk';
import { Button, cn } from '@vigil/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { PageProps } from '../../app/pages';
import { toasts } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { PageFrame } from '../modules/page-frame';
import { moduleOfRoute } from '../modules/product-page';
import { ChannelList } from './channel-list';
import { LAYOUT_COLUMNS, nextTile, placeChannel, SPLIT_LAYOUTS, type SplitLayout } from './split-layout';
import { useChannelAdmin } from './use-channel-admin';
import { useVideoChannels } from './use-video-channels';
import { VideoTile } from './video-tile';

const MAX_TILES = SPLIT_LAYOUTS[SPLIT_LAYOUTS.length - 1] ?? 16;

/**
 * 视频管理 split screens (/hat-video/split, /alarms-video/split): 1, 4, 9 or 16 windows of live video; a channel
 * picked in the list plays in the selected window (FLV through mpegts.js, HLS through hls.js).
 */
export default function VideoSplitPage({ route }: PageProps) {
  const t = useT();
  const module = moduleOfRoute(route);
  const channels = useVideoChannels(module);
  const admin = useChannelAdmin(module);
  const [layout, setLayout] = useState<SplitLayout>(4);
  const [tiles, setTiles] = useState<(string | null)[]>(() => Array.from({ length: MAX_TILES }, () => null));
  const [selected, setSelected] = useState(0);
  const recording = useRef(new Set<number>());
  const byId = useMemo(() => new Map((channels.data ?? []).map((channel) => [String(channel.id), channel])), [channels.data]);
  const warnRecording = () => toasts.toast({ title: t('spec.recordingInProgress'), variant: 'warning' });

  const pick = (channel: VideoChannel) => {
    if (recording.current.has(selected)) return warnRecording();
    const placed = placeChannel(tiles, selected, String(channel.id));
    setTiles(placed);
    setSelected(nextTile(placed, selected, layout));
  };
  const choose = (count: SplitLayout) => {
    if ([...recording.current].some((index) => index >= count)) return warnRecording();
    setLayout(count);
    if (selected >= count) setSelected(0);
  };
  const close = (index: number) => setTiles((current) => current.map((id, at) => (at === index ? null : id)));
  const onRecording = useCallback((index: number, on: boolean) => {
    if (on) recording.current.add(index);
    else recording.current.delete(index);
  }, []);
  const recordingCallbacks = useMemo(() => Array.from({ length: MAX_TILES }, (_, index) => (on: boolean) => onRecording(index, on)), [onRecording]);

  return (
    <PageFrame route={route} kind="videoSplit">
      <div className="grid gap-4 lg:grid-cols-[14rem_1fr]">
        <ChannelList channels={channels.data} shown={new Set(tiles.slice(0, layout).filter((id): id is string => id !== null))} onPick={pick} tools={admin.tools} rowTools={admin.rowTools} />
        <div className="grid min-w-0 content-start gap-2">
          <fieldset className="flex items-center gap-1">
            <legend className="sr-only">{t('video.layout')}</legend>
            {SPLIT_LAYOUTS.map((count) => (
              <Button key={count} size="sm" variant={layout === count ? 'primary' : 'outline'} aria-pressed={layout === count} onClick={() => choose(count)}>
                {t('video.layoutOption', { count })}
              </Button>
            ))}
          </fieldset>
          <div className={cn('grid gap-2', LAYOUT_COLUMNS[layout])}>
            {tiles.slice(0, layout).map((id, index) => (
              <VideoTile
                // biome-ignore lint/suspicious/noArrayIndexKey: a window is its position in the grid
                key={index}
                index={index}
                channel={id === null ? undefined : byId.get(id)}
                selected={selected === index}
                onSelect={() => setSelected(index)}
                onClose={() => close(index)}
                onRecordingChange={recordingCallbacks[index] ?? onRecording.bind(null, index)}
              />
            ))}
          </div>
        </div>
      </div>
      {admin.dialog}
    </PageFrame>
  );
}
