import { useQueryClient } from '@tanstack/react-query';
import { sensorEndpoints } from '@vigil/sdk';
import { importFileSchema } from '@vigil/sdk/validation';
import { isSuccess } from '@vigil/sdk/client';
import { type ReactNode, useState } from 'react';
import { fullClient } from '../../app/full-client';
import { toasts } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { callPermissions } from '../list/call-permissions';
import type { ListAction } from '../list/list-types';
import { saveBlob, saveFileResult } from '../export/save-blob';
import { useFilePicker } from '../upload/use-file-picker';
import type { Device } from './device-queries';
import { failuresCsv, type ImportFailure } from './import-failures';
import { type ImportOutcome, ImportResultDialog } from './import-result-dialog';

/**
 * Batch device import (sensors.importInfo) as a guarded toolbar action: the chosen file must be xlsx or xls of at
 * most 500 KB (checked in the browser, refused with a toast, nothing sent). A full success toasts; a partial one
 * opens the result dialog with the failure file. Either refetches the module's device list.
 */
export function useDeviceImport(module: string, productId: string): { action: ListAction<Device>; element: ReactNode } {
  const t = useT();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);

  const failureFile = (failures: readonly ImportFailure[], resource: string | null | undefined) => async () => {
    const name = `${t('device.failureFileName')}.csv`;
    if (failures.length > 0 || !resource) {
      saveBlob(failuresCsv(failures, [t('device.failureRow'), t('device.failureField'), t('device.failureReason')]), name);
      return;
    }
    const result = await fullClient.files.download({ resource });
    saveFileResult(result, resource);
  };

  const upload = async (file: File) => {
    const result = await fullClient.sensors.importInfo({ file, productId });
    if (!isSuccess(result)) return; // the sdk has toasted the refusal
    const { success = 0, failed = 0, failures = [], failureFile: resource } = result.data;
    await queryClient.invalidateQueries({ queryKey: ['sensors.list', module] });
    if (failed > 0) setOutcome({ success, failed, download: failureFile(failures, resource) });
    else toasts.toast({ title: t('device.imported', { count: success }), variant: 'success' });
  };

  const picker = useFilePicker({ accept: '.xlsx,.xls', rule: importFileSchema, onFile: upload, label: t('device.importFile') });
  const action: ListAction<Device> = { id: 'import', placement: 'toolbar', permissions: callPermissions(sensorEndpoints.importInfo, module), run: picker.pick };
  const element = (
    <>
      {picker.input}
      <ImportResultDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </>
  );
  return { action, element };
}
