import { useMemo } from 'react';
import { fullClient } from '../../app/full-client';
import type { PageProps } from '../../app/pages';
import { useT } from '../../i18n/use-t';
import { deviceColumns } from '../devices/device-columns';
import { type Device, fetchDevicePage } from '../devices/device-queries';
import { DEVICE_SEARCH_FIELDS } from '../devices/device-search';
import { useDateTime } from '../format/use-date-time';
import { LazyFormDialog } from '../forms/lazy-form-dialog';
import { ListView } from '../list/list-view';
import { useServerList } from '../list/use-server-list';
import { ProductPage, type ProductPageBodyProps } from '../modules/product-page';
import { InstructionResults } from './instruction-results';
import { useSendInstruction } from './use-send-instruction';

/** What the device chooser shows of each device: enough to tell them apart and see which are online. */
const CHOOSER_COLUMNS = ['imei', 'sn', 'status', 'location', 'lastOnlineTime'] as const;

/**
 * Instruction issuance of a module (/x-maintenance/send): choose devices in the module's device list, then 下发指令
 * (guarded by the module's send permission) asks for the instruction and reports the outcome per device.
 */
export default function InstructionSendPage({ route }: PageProps) {
  return <ProductPage route={route} kind="instructionSend" body={InstructionSendBody} />;
}

function InstructionSendBody({ module, productId }: ProductPageBodyProps) {
  const t = useT();
  const time = useDateTime();
  const columns = useMemo(() => deviceColumns(CHOOSER_COLUMNS, t, time), [t, time]);
  const list = useServerList<Device>({
    queryKey: ['sensors.list', module, productId],
    fields: DEVICE_SEARCH_FIELDS,
    fetchPage: (query) => fetchDevicePage(fullClient, productId, query),
  });
  const send = useSendInstruction(module);

  return (
    <>
      <ListView
        list={list}
        fields={DEVICE_SEARCH_FIELDS}
        columns={columns}
        actions={[send.action]}
        getRowId={(d) => d.imei}
        rowName={(d) => d.imei}
        caption={t('instruction.deviceTable', { module: t(`module.${module}`) })}
      />
      <InstructionResults results={send.results} />
      {send.dialog && <LazyFormDialog {...send.dialog} />}
    </>
  );
}
