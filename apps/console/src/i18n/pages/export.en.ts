import type { exportZhCN } from './export.zh-CN';

/** Texts of exports: the progress dialog and its outcomes (en). */
export const exportEn: Record<keyof typeof exportZhCN, string> = {
  'export.title': 'Exporting',
  'export.hint': 'The file downloads by itself when it is ready; you can cancel meanwhile.',
  'export.status': 'Received {received}, elapsed {elapsed}',
  'export.receivedOf': '{received} of {total}',
  'export.done': 'Export succeeded',
  'export.cancelled': 'Export cancelled',
};
