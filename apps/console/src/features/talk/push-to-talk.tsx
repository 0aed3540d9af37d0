import { useQueryClient } from '@tanstack/react-query';
import type { TalkGroup } from '@vigil/sdk';
import { Button, cn } from '@vigil/ui';
import { Mic } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { fullClient } from '../../app/full-client';
import { useElapsedSeconds } from '../../components/use-elapsed-seconds';
import { toasts } from '../../app/services';
import { useT } from '../../i18n/use-t';
import type { MessageKey } from '../../i18n/zh-CN';
import { longEnough, type Recording } from '../media/stream-recording';
import { useRecorder } from './use-recorder';

/** The query key of a group's voice messages. */
export const voicesKey = (module: string, groupId: TalkGroup['id']) => ['talkVoices', module, String(groupId)];

/** The clock a MediaRecorder's start is read on (StreamRecording.startedAt). */
const performanceNow = () => performance.now();

/** Seconds with one decimal, as sent and shown. */
const tenths = (seconds: number) => Math.round(seconds * 10) / 10;

/**
 * 按住说话: hold the button (pointer, or Space while it has focus) to record; on release a recording shorter than
 * three seconds is refused (spec §5), a longer one is sent to the group (talk.sendVoice). A failed upload says
 * 语音上传失败 (spec §8) and keeps the recording to send again.
 */
export function PushToTalk({ module, group }: { module: string; group: TalkGroup }) {
  const t = useT();
  const queryClient = useQueryClient();
  const recorder = useRecorder();
  const elapsed = useElapsedSeconds(recorder.startedAt, performanceNow, 200);
  const [holding, setHolding] = useState(false);
  const [refusal, setRefusal] = useState<MessageKey | null>(null);
  const [pending, setPending] = useState<Recording | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (recording: Recording) => {
    setPending(recording);
    setSending(true);
    setRefusal(null);
    const type = recording.blob.type || 'audio/webm';
    const file = new File([recording.blob], `voice.${type.includes('ogg') ? 'ogg' : 'webm'}`, { type });
    const result = await fullClient.talk.sendVoice({ groupId: group.id, duration: tenths(recording.seconds), file }).catch(() => null);
    setSending(false);
    if (result?.code !== 200) {
      setRefusal('spec.voiceUploadFailed');
      return;
    }
    setPending(null);
    toasts.toast({ title: t('talk.sent'), variant: 'success' });
    await queryClient.invalidateQueries({ queryKey: voicesKey(module, group.id) });
  };

  const press = () => {
    if (holding || sending) return;
    setHolding(true);
    setRefusal(null);
    recorder.start();
  };
  const release = async () => {
    if (!holding) return;
    setHolding(false);
    const recording = await recorder.stop();
    if (!recording) return;
    if (!longEnough(recording)) {
      setRefusal('validation.recording.tooShort');
      return;
    }
    await send(recording);
  };
  const onKey = (down: boolean) => (event: KeyboardEvent) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    if (down && !event.repeat) press();
    if (!down) void release();
  };

  const problem = refusal ?? recorder.problem;
  return (
    <div className="grid justify-items-center gap-2">
      <Button
        type="button"
        size="lg"
        variant={holding ? 'danger' : 'primary'}
        aria-pressed={holding}
        aria-describedby="talk-hold-hint"
        disabled={sending}
        className={cn('touch-none select-none', holding && 'animate-pulse')}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          press();
        }}
        onPointerUp={() => void release()}
        onPointerCancel={() => void release()}
        onKeyDown={onKey(true)}
        onKeyUp={onKey(false)}
        onBlur={() => void release()}
        onContextMenu={(event) => event.preventDefault()}
      >
        <Mic aria-hidden className="size-4" />
        {t('talk.hold')}
      </Button>
      <p id="talk-hold-hint" className="text-center text-muted-foreground text-xs">
        {t('talk.holdHint')}
      </p>
      <p role="status" className="min-h-5 text-sm">
        {holding && recorder.startedAt !== null && t('talk.recording', { seconds: elapsed })}
        {sending && t('talk.sending')}
      </p>
      {problem && (
        <p role="alert" className="text-danger text-sm">
          {t(problem)}
        </p>
      )}
      {pending && !sending && (
        <div className="flex items-center gap-2 text-sm" data-testid="talk-pending">
          <span>{t('talk.pending', { seconds: tenths(pending.seconds) })}</span>
          <Button type="button" size="sm" variant="outline" onClick={() => void send(pending)}>
            {t('talk.retry')}
          </Button>
          <Button type="button" size="sm" variant="link" onClick={() => setPending(null)}>
            {t('talk.discard')}
          </Button>
        </div>
      )}
    </div>
  );
}
