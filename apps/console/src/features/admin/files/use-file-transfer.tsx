import { useQueryClient } from '@tanstack/react-query';
import { FILE_UPLOAD_MAX_BYTES, fileEndpoints, isSuccess } from '@vigil/sdk';
import { useRef } from 'react';
import { fullClient } from '../../../app/full-client';
import { toasts } from '../../../app/services';
import { useT } from '../../../i18n/use-t';
import { ExportProgressDialog } from '../../export/export-progress-dialog';
import type { TransferTexts } from '../../export/export-types';
import { useExport } from '../../export/use-export';
import { adminPermissions } from '../../list/call-permissions';
import type { ListAction } from '../../list/list-types';
import type { FileRule } from '../../upload/check-file';
import { useFilePicker } from '../../upload/use-file-picker';
import { useUpload } from '../../upload/use-upload';
import { wireId } from './column-form';
import { FILES_KEY, type FileItem } from './file-queries';

const UPLOAD_TEXTS: TransferTexts = { title: 'fileAdmin.uploadTitle', hint: 'fileAdmin.uploadHint', status: 'fileAdmin.uploadStatus', done: 'fileAdmin.uploaded', cancelled: 'fileAdmin.uploadCancelled' };
const DOWNLOAD_TEXTS: TransferTexts = { title: 'fileAdmin.downloadTitle', hint: 'fileAdmin.downloadHint', status: 'fileAdmin.downloadStatus', done: 'fileAdmin.downloaded', cancelled: 'fileAdmin.downloadCancelled' };

/** The library's limit (FILE_UPLOAD_MAX_BYTES, 20 MB: fileAdmin.tooLarge states it), checked before anything is sent. */
const SIZE_RULE: FileRule = {
  safeParse: ({ size }) => (size <= FILE_UPLOAD_MAX_BYTES ? { success: true } : { success: false, error: { issues: [{ message: 'fileAdmin.tooLarge' }] } }),
};

/**
 * 上传 (toolbar): a chosen file goes into the column shown, multipart, with its bytes sent and 取消 in a dialog;
 * 下载 (row): the file as a blob, with its bytes received and 取消 (the export's progress pieces), saved under its name.
 */
export function useFileTransfer(columnId: string | undefined) {
  const t = useT();
  const queryClient = useQueryClient();
  const upload = useUpload(UPLOAD_TEXTS);
  const picker = useFilePicker({
    accept: '*/*',
    rule: SIZE_RULE,
    label: t('fileAdmin.chooseFile'),
    onFile: async (file) => {
      const result = await upload.run((options) => fullClient.files.upload({ files: file, ...(columnId ? { columnId: wireId(columnId) } : {}) }, options));
      if (result && isSuccess(result)) {
        toasts.toast({ title: t('fileAdmin.uploaded'), variant: 'success' });
        await queryClient.invalidateQueries({ queryKey: FILES_KEY });
      }
    },
  });

  const target = useRef<FileItem | null>(null);
  const download = useExport({
    texts: DOWNLOAD_TEXTS,
    fallbackName: 'file',
    download: (options) => fullClient.files.download({ resource: String(target.current?.id ?? '') }, options),
  });

  const actions: ListAction<FileItem>[] = [
    { id: 'upload', placement: 'toolbar', permissions: adminPermissions(fileEndpoints.upload), run: picker.pick },
    {
      id: 'download',
      placement: 'row',
      permissions: adminPermissions(fileEndpoints.download),
      run: ([file]) => {
        target.current = file ?? null;
        return download.start();
      },
    },
  ];
  const element = (
    <>
      {picker.input}
      {upload.element}
      {download.progress && <ExportProgressDialog progress={download.progress} texts={DOWNLOAD_TEXTS} testId="download-progress" onCancel={download.cancel} />}
    </>
  );
  return { actions, element };
}
