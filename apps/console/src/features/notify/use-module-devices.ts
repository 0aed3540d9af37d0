import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { unwrap } from '../data/unwrap';
import type { FormOption } from '../forms/form-types';

/** The most devices a device select offers (a module's devices in the caller's scope). */
const DEVICE_CHOICES_MAX = 500;

/**
 * The module's devices as select choices (`IMEI (name)`), for the forms that belong to one device: a contact, a share.
 * Cached under the device list's key, so adding or deleting a device refreshes them.
 */
export function useDeviceChoices(module: string, productId: string): readonly FormOption[] {
  const t = useT();
  const devices = useQuery({
    queryKey: ['sensors.list', module, productId, 'choices'],
    queryFn: async () => (await unwrap(fullClient.sensors.list({ productId, pageNum: 1, pageSize: DEVICE_CHOICES_MAX }))).rows,
  });
  return useMemo(
    () => (devices.data ?? []).map((d) => ({ value: d.imei, text: typeof d.name === 'string' && d.name !== '' ? t('notify.deviceChoice', { imei: d.imei, name: d.name }) : d.imei })),
    [devices.data, t],
  );
}
