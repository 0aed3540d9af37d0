import { helmetThresholdsSchema, probeConfigSchema, sensorEndpoints } from '@vigil/sdk';
import { probeNameIn } from '@vigil/sdk/catalogue';
import type { ModuleCode } from '@vigil/sdk/modules';
import { fullClient } from '../../app/full-client';
import { useTranslator } from '../../i18n/use-t';
import { unwrap } from '../data/unwrap';
import { useAfterSave } from '../data/use-after-save';
import type { FormDialogProps } from '../forms/form-dialog';
import { useEditing } from '../forms/use-editing';
import { callPermissions } from '../list/call-permissions';
import type { ListAction } from '../list/list-types';
import { configBody, HELMET_FIELDS, helmetValues, sharedRange, THRESHOLD_FIELDS, type ThresholdValues, thresholdValues } from './probe-form';
import { fetchProbePage, type ProbeRow } from './probe-queries';

/** The parsed form values of `helmetThresholdsSchema` (numbers). */
type HelmetThresholds = Parameters<typeof fullClient.sensors.updateConfig>[0]['thresholds'];
type Editing = { kind: 'thresholds'; rows: readonly ProbeRow[] } | { kind: 'helmet'; imei: string; values: ThresholdValues };

/**
 * The probe list's writes: thresholds of one probe (row 修改) or of the selected ones at once (toolbar 修改), always
 * within every edited probe's range (the sdk's probe rule; the server checks the device's own ranges too), and for a
 * helmet its gas thresholds within the spec §5 limits. Each saves the device's configuration and refetches the list.
 */
export function useProbeActions(module: ModuleCode, productId: string, shown: readonly ProbeRow[]) {
  const { t, language } = useTranslator();
  const afterSave = useAfterSave(['probes.list', module]);
  const { editing, open, close } = useEditing<Editing>();
  const permissions = callPermissions(sensorEndpoints.updateConfig, module);
  const edit = (rows: readonly ProbeRow[]) => {
    if (rows.length > 0) open({ kind: 'thresholds', rows });
  };

  const actions: ListAction<ProbeRow>[] = [
    { id: 'edit', placement: 'toolbar', selection: 'some', permissions, run: edit },
    { id: 'edit', placement: 'row', permissions, run: edit },
  ];
  if (module === 'hat') {
    actions.push({
      id: 'thresholds',
      placement: 'toolbar',
      permissions,
      run: async () => {
        const imei = shown[0]?.imei;
        if (!imei) return;
        const config = await unwrap(fullClient.sensors.configByImei({ imei }));
        open({ kind: 'helmet', imei, values: helmetValues(config.data?.thresholds, shown) });
      },
    });
  }

  const onOpenChange = (next: boolean) => (next ? undefined : close());
  let form: FormDialogProps<ThresholdValues> | null = null;
  if (editing?.kind === 'thresholds') {
    const { rows } = editing;
    const range = sharedRange(rows);
    form = {
      open: true,
      onOpenChange,
      title: rows.length === 1 ? t('probe.editTitle', { name: rows[0] ? probeNameIn(rows[0], language) : '' }) : t('probe.batchTitle', { count: rows.length }),
      schema: probeConfigSchema,
      fields: THRESHOLD_FIELDS,
      defaultValues: thresholdValues(rows),
      ...(range ? { errorValues: range } : {}),
      onSubmit: async (values) => {
        const all = await fetchProbePage(fullClient, productId, { filters: { imei: rows[0]?.imei ?? '' }, pageNum: 1, pageSize: 1000 });
        return afterSave(fullClient.sensors.updateConfig(configBody(all.rows, rows, values)), 'list.edited');
      },
    };
  } else if (editing?.kind === 'helmet') {
    const { imei, values } = editing;
    form = {
      open: true,
      onOpenChange,
      title: t('probe.helmetTitle'),
      schema: helmetThresholdsSchema,
      fields: HELMET_FIELDS,
      defaultValues: values,
      onSubmit: (thresholds) => afterSave(fullClient.sensors.updateConfig({ imei, thresholds: thresholds as HelmetThresholds }), 'list.edited'),
    };
  }
  return { actions, dialog: form && editing ? { key: editing.key, props: form } : null };
}
