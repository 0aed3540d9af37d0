import type { VideoChannel } from '@vigil/sdk';
import { Button, Empty } from '@vigil/ui';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { streamKind } from './stream-url';

export interface ChannelListProps {
  channels: readonly VideoChannel[] | undefined;
  /** Channels playing in a tile now. */
  shown: ReadonlySet<string>;
  onPick(channel: VideoChannel): void;
  /** The channel management buttons, when the user may manage channels. */
  tools?: ReactNode;
  rowTools?: (channel: VideoChannel) => ReactNode;
}

/** The module's channels; picking one plays it in the selected window. */
export function ChannelList({ channels, shown, onPick, tools, rowTools }: ChannelListProps) {
  const t = useT();
  return (
    <nav aria-labelledby="video-channels" className="grid content-start gap-2 rounded-md border p-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="video-channels" className="font-medium text-sm">
          {t('video.channels')}
        </h2>
        {tools}
      </div>
      {channels === undefined ? (
        <p className="text-muted-foreground text-sm">{t('video.loading')}</p>
      ) : channels.length === 0 ? (
        <Empty description={t('video.noChannels')} />
      ) : (
        <ul className="grid gap-1">
          {channels.map((channel) => (
            <li key={channel.id} className="flex items-center gap-1">
              <Button variant={shown.has(String(channel.id)) ? 'secondary' : 'ghost'} size="sm" className="min-w-0 flex-1 justify-start" onClick={() => onPick(channel)}>
                <span className="truncate">{channel.title}</span>
                <span aria-hidden="true" className="ml-auto text-muted-foreground text-xs uppercase">{streamKind(channel.url ?? '') ?? ''}</span>
              </Button>
              {rowTools?.(channel)}
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
