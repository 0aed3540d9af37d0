import { type TalkGroup, talkEndpoints } from '@vigil/sdk';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@vigil/ui';
import { useT } from '../../i18n/use-t';
import { useCanCall } from '../permissions/use-permission';
import { PushToTalk } from './push-to-talk';
import { VoiceMessages } from './voice-messages';

export interface TalkDialogProps {
  module: string;
  group: TalkGroup;
  onClose: () => void;
}

/** A group's 对讲: push-to-talk for a user who may send (talk.sendVoice), and the group's voice messages. */
export default function TalkDialog({ module, group, onClose }: TalkDialogProps) {
  const t = useT();
  const maySend = useCanCall(talkEndpoints.sendVoice, module);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('list.close')} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t('talk.dialogTitle', { name: group.name, number: group.number })}</DialogTitle>
        </DialogHeader>
        {maySend && <PushToTalk module={module} group={group} />}
        <VoiceMessages module={module} group={group} />
      </DialogContent>
    </Dialog>
  );
}
