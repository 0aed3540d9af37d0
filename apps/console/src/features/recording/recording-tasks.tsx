import { useQuery } from '@tanstack/react-query';
import { type RecordingTaskForm, type RecordingTaskRow, recordingEndpoints, recordingTaskBodyOf, recordingTaskFormSchema } from '@vigil/sdk';
import type { ModuleCode } from '@vigil/sdk/modules';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { unwrap } from '../data/unwrap';
import { useAfterSave } from '../data/use-after-save';
import { useDateTime } from '../format/use-date-time';
import { LazyFormDialog } from '../forms/lazy-form-dialog';
import { useEditing } from '../forms/use-editing';
import { callPermissions } from '../list/call-permissions';
import type { ListAction } from '../list/list-types';
import { ListView } from '../list/list-view';
import { useServerList } from '../list/use-server-list';
import { useDeviceChoices } from '../notify/use-module-devices';
import { DeviceSelect } from './device-select';
import { recordingTaskColumns } from './recording-task-columns';
import { recordingTaskFields } from './recording-task-form';

/** How often the task list asks again. */
const TASK_REFRESH_MS = 2000;

const TASKS_KEY = 'recordings.tasks';

/**
 * A module's recording tasks (spec §3/§4): by device, each with its status tag (not started → in progress → ended,
 * refreshed as the server's clock moves) and result; 新增 adds one, 结束 ends one in progress. A device without
 * recording support says so and offers local recording on the module's split screen instead.
 */
export function RecordingTasks({ module, productId }: { module: ModuleCode; productId: string }) {
  const t = useT();
  const time = useDateTime();
  const devices = useDeviceChoices(module, productId);
  const [imei, setImei] = useState('');
  const adding = useEditing<object>();
  const queryKey = [TASKS_KEY, module];
  const afterSave = useAfterSave(queryKey);
  const support = useQuery({ queryKey: ['recordings.support', imei], enabled: imei !== '', queryFn: async () => (await unwrap(fullClient.recordings.support({ productId, imei }))).data });
  const columns = useMemo(() => recordingTaskColumns(t, time), [t, time]);
  const fields = useMemo(() => recordingTaskFields(devices), [devices]);
  const list = useServerList<RecordingTaskRow>({
    queryKey: [...queryKey, imei],
    fields: [],
    // A task's status follows the server's clock: the list asks again so its tag changes by itself.
    refetchInterval: TASK_REFRESH_MS,
    fetchPage: async ({ pageNum, pageSize }) => {
      const { rows, total } = await unwrap(fullClient.recordings.tasks({ productId, ...(imei ? { imei } : {}), pageNum, pageSize }));
      return { rows, total };
    },
  });
  const actions: ListAction<RecordingTaskRow>[] = [
    { id: 'add', placement: 'toolbar', permissions: callPermissions(recordingEndpoints.createTask, module), run: () => adding.open({}) },
    {
      id: 'endRecording',
      placement: 'row',
      permissions: callPermissions(recordingEndpoints.endTask, module),
      available: (row) => row.status === 'inProgress',
      destructive: true,
      confirm: { one: 'recording.endConfirm', many: 'recording.endConfirmMany' },
      // A task that ended meanwhile is refused ("end recording error", toasted by the sdk); the list shows why.
      run: async ([row]) => {
        if (row && (await afterSave(fullClient.recordings.endTask({ id: row.id }), 'recording.endDone')).code !== 200) await list.query.refetch();
      },
    },
  ];
  const splitPath = `/${module}-video/split`;
  return (
    <div className="grid gap-3">
      <DeviceSelect devices={devices} imei={imei} onChange={setImei} name="recordingDevice" />
      {support.data?.supported === false && (
        <p role="status" className="flex flex-wrap items-center gap-2 rounded border border-warning/40 bg-warning-soft p-3 text-sm text-warning-soft-foreground">
          {t('recording.unsupportedNote')}
          <Link href={splitPath} className="text-primary underline underline-offset-2">
            {t('recording.localRecording')}
          </Link>
        </p>
      )}
      <ListView list={list} fields={[]} columns={columns} actions={actions} getRowId={(r) => String(r.id)} rowName={(r) => r.imei} caption={t('recording.table')} />
      {adding.editing && (
        <LazyFormDialog<RecordingTaskForm>
          key={adding.editing.key}
          open
          onOpenChange={(open) => !open && adding.close()}
          title={t('recording.addTitle')}
          schema={recordingTaskFormSchema}
          fields={fields}
          defaultValues={{ imei: imei || devices[0]?.value || '', startTime: '', durationMinutes: '30' }}
          onSubmit={(values) => afterSave(fullClient.recordings.createTask({ ...recordingTaskBodyOf(values), productId }), 'recording.added')}
          onSaved={adding.close}
        />
      )}
    </div>
  );
}
