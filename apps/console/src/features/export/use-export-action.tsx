import type { ListAction } from '../list/list-types';
import { ExportProgressDialog } from './export-progress-dialog';
import type { ExportSpec } from './export-types';
import { useExport } from './use-export';

/** 导出 in a list's toolbar: the action for ListView's `actions`, and the progress dialog to render in the page. */
export function useExportAction<Row>({ permissions, download, fallbackName }: ExportSpec) {
  const { progress, start, cancel } = useExport({ download, fallbackName });
  const action: ListAction<Row> = { id: 'export', placement: 'toolbar', permissions, run: () => start() };
  return { action, progress: progress && <ExportProgressDialog progress={progress} onCancel={cancel} /> };
}
