import { ConfirmDialog } from '@vigil/ui';
import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n/use-t';

interface Question {
  text: string;
  onConfirm: () => void | Promise<void>;
  onCancel?: () => void;
}

/**
 * RuoYi's 系统提示 confirmation (确定 / 取消) for one question at a time: `ask(text, onConfirm, onCancel?)` opens it,
 * `element` renders it. Cancelling (button, Escape, close) runs `onCancel`, e.g. to put a switch back.
 */
export function useSystemConfirm(): { ask: (text: string, onConfirm: Question['onConfirm'], onCancel?: () => void) => void; element: ReactNode } {
  const t = useT();
  const [question, setQuestion] = useState<Question | null>(null);
  const element = (
    <ConfirmDialog
      open={question !== null}
      onOpenChange={(open) => (open ? undefined : setQuestion(null))}
      title={t('list.confirmTitle')}
      description={question?.text}
      onConfirm={() => {
        if (question) void question.onConfirm();
        setQuestion(null);
      }}
      onCancel={() => {
        question?.onCancel?.();
        setQuestion(null);
      }}
      confirmLabel={t('list.confirm')}
      cancelLabel={t('list.cancel')}
      closeLabel={t('list.close')}
    />
  );
  return { ask: (text, onConfirm, onCancel) => setQuestion({ text, onConfirm, ...(onCancel ? { onCancel } : {}) }), element };
}
