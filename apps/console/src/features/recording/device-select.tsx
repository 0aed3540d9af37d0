import { FormField, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@vigil/ui';
import { useT } from '../../i18n/use-t';
import type { FormOption } from '../forms/form-types';

interface DeviceSelectProps {
  devices: readonly FormOption[];
  imei: string;
  onChange: (imei: string) => void;
  name: string;
}

/** One of the module's devices (IMEI and name), labelled 设备 Device. */
export function DeviceSelect({ devices, imei, onChange, name }: DeviceSelectProps) {
  const t = useT();
  return (
    <FormField label={t('recording.device')} className="w-72">
      {(control) => (
        <Select value={imei || undefined} onValueChange={onChange}>
          <SelectTrigger {...control} name={name}>
            <SelectValue placeholder={t('recording.choose')} />
          </SelectTrigger>
          <SelectContent>
            {devices.map((d) => (
              <SelectItem key={d.value} value={d.value}>
                {'text' in d ? d.text : t(d.label)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
