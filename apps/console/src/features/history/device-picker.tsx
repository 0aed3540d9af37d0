import { FormField, Input, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@vigil/ui';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
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
  const rows = devices.data ?? [];
  const listed = rows.some((d) => d.imei === imei);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <FormField label={t('history.searchImei')} className="w-52">
        <Input name="imeiSearch" value={search} placeholder={t('history.searchPlaceholder')} onChange={(e) => setSearch(e.target.value)} />
      </FormField>
      <FormField label={t('history.device')} className="w-72">
        {(control) => (
          <Select value={imei || undefined} onValueChange={onChange}>
            <SelectTrigger {...control} name="imei">
              <SelectValue placeholder={t('history.choosePlaceholder')} />
            </SelectTrigger>
            <SelectContent>
              {!listed && imei && <SelectItem value={imei}>{imei}</SelectItem>}
              {rows.map((d) => (
                <SelectItem key={d.imei} value={d.imei}>
                  {d.name ? `${d.imei} · ${String(d.name)}` : d.imei}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
    </div>
  );
}
