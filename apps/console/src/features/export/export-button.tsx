import { Download } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import type { MessageKey } from '../../i18n/zh-CN';
import { AuthButton } from '../permissions/auth-button';
import { ExportProgressDialog } from './export-progress-dialog';
import type { ExportSpec } from './export-types';
import { useExport } from './use-export';

export interface ExportButtonProps extends ExportSpec {
  label?: MessageKey;
}

/** 导出 outside a list's toolbar (charts, reports): removed without its permissions, with the progress dialog. */
export function ExportButton({ permissions, download, fallbackName, label = 'list.export' }: ExportButtonProps) {
  const t = useT();
  const { progress, start, cancel } = useExport({ download, fallbackName });
  return (
    <>
      <AuthButton permissions={permissions} size="sm" variant="outline" data-action="export" disabled={progress !== null} onClick={() => void start()}>
        <Download aria-hidden="true" className="size-4" />
        {t(label)}
      </AuthButton>
      {progress && <ExportProgressDialog progress={progress} onCancel={cancel} />}
    </>
  );
}
