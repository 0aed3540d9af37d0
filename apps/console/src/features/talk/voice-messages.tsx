import { useQuery } from '@tanstack/react-query';
import type { TalkGroup, VoiceMessage } from '@vigil/sdk';
import { Empty, Spinner } from '@vigil/ui';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { QueryError } from '../data/query-error';
import { unwrap } from '../data/unwrap';
import { useDateTime } from '../format/use-date-time';
import { voicesKey } from './push-to-talk';
import { useBlobUrl } from '../media/use-blob-url';

/** How many of a group's newest voice messages are shown. */
const SHOWN = 50;
/** How often an open dialog asks for new messages (the helmets' replies): the spec names no push for voice. */
const POLL_MS = 3_000;

function VoiceItem({ voice }: { voice: VoiceMessage }) {
  const t = useT();
  const time = useDateTime();
  const { url } = useBlobUrl(['talkVoiceFile', String(voice.id)], () => fullClient.talk.voiceFile({ id: voice.id }));
  const label = t('talk.message', { sender: voice.sender ?? '—', time: time(voice.createTime), seconds: voice.duration });
  return (
    <li className="grid gap-1 border-t py-2" data-testid="voice-message">
      <span className="text-sm">{label}</span>
      {url ? (
        // biome-ignore lint/a11y/useMediaCaption: a push-to-talk recording has no transcript to caption it with.
        <audio controls src={url} aria-label={label} className="w-full" />
      ) : (
        <Spinner label={t('talk.loadingVoice')} />
      )}
    </li>
  );
}

/** A group's voice messages, newest first, each with a player. */
export function VoiceMessages({ module, group }: { module: string; group: TalkGroup }) {
  const t = useT();
  const voices = useQuery({
    queryKey: voicesKey(module, group.id),
    queryFn: async () => (await unwrap(fullClient.talk.voices({ groupId: group.id, pageNum: 1, pageSize: SHOWN }))).rows,
    refetchInterval: POLL_MS,
  });
  let body = <Spinner label={t('list.loading')} />;
  // A failed poll keeps the messages already shown; only a first load that failed shows the error.
  if (voices.isError && !voices.data) body = <QueryError error={voices.error} onRetry={() => void voices.refetch()} />;
  else if (voices.data?.length === 0) body = <Empty description={t('talk.noMessages')} />;
  else if (voices.data)
    body = (
      <ul className="max-h-72 overflow-y-auto">
        {voices.data.map((voice) => (
          <VoiceItem key={String(voice.id)} voice={voice} />
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="talk-messages" className="grid gap-2">
      <h3 id="talk-messages" className="font-medium text-sm">
        {t('talk.messages')}
      </h3>
      {body}
    </section>
  );
}
