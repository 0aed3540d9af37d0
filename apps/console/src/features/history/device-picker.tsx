import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { SearchSelect } from '../forms/search-select';
import { usePickerDevices } from './history-devices';

interface DevicePickerProps {
  productId: string | undefined;
  imei: string;
  onChange: (imei: string) => void;
}

/** Chooses the device whose history is shown: an IMEI search narrows the module's devices listed in the select. */
export function DevicePicker({ productId, imei, onChange }: DevicePickerProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  const devices = usePickerDevices(productId, search.trim());
  const options = (devices.data ?? []).map((d) => ({ value: d.imei, text: d.name ? `${d.imei} · ${String(d.name)}` : d.imei }));
  return (
    <SearchSelect
      search={{ label: t('history.searchImei'), name: 'imeiSearch', placeholder: t('history.searchPlaceholder'), value: search, onChange: setSearch }}
      label={t('history.device')}
      name="imei"
      placeholder={t('history.choosePlaceholder')}
      value={imei}
      onChange={onChange}
      options={options}
    />
  );
}
