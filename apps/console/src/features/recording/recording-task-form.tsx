import { Input } from '@vigil/ui';
import type { FormFieldConfig, FormOption } from '../forms/form-types';

/** The new-task form (recordingTaskFormSchema): the device, an optional start (blank: now), the minutes. */
export function recordingTaskFields(devices: readonly FormOption[]): readonly FormFieldConfig[] {
  return [
    { name: 'imei', label: 'recording.device', kind: 'select', options: devices, required: true },
    {
      name: 'startTime',
      label: 'recording.startTime',
      kind: 'custom',
      hint: 'recording.startHint',
      control: ({ value, onChange, aria }) => <Input {...aria} type="datetime-local" step={1} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)} />,
    },
    { name: 'durationMinutes', label: 'recording.duration', kind: 'text', required: true, hint: 'recording.minutesHint' },
  ];
}
