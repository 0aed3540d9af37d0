import { useT } from '../../../i18n/use-t';
import { DictValue } from '../../dicts';

export interface EchoPreviewProps {
  label: string;
  listClass: string;
  cssClass: string;
}

/** The value as every tag will show it, while its label, echo style and style attribute are typed. */
export function EchoPreview({ label, listClass, cssClass }: EchoPreviewProps) {
  const t = useT();
  return (
    <div className="flex items-center gap-2 text-sm" data-testid="echo-preview">
      <span className="text-muted-foreground">{t('dict.preview')}</span>
      {label.trim() === '' ? <span className="text-muted-foreground">{t('dict.previewEmpty')}</span> : <DictValue item={{ dictLabel: label, listClass, cssClass }} />}
    </div>
  );
}
