import { Checkbox, type FormFieldControlProps } from '@vigil/ui';
import { useT } from '../../i18n/use-t';
import type { FormOption } from '../forms/form-types';

export interface MemberPickerProps {
  helmets: readonly FormOption[];
  value: unknown;
  onChange: (value: string[]) => void;
  aria: FormFieldControlProps;
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** The group's members: a checkbox per helmet of the module (IMEI and name), the checked IMEIs as the value. */
export function MemberPicker({ helmets, value, onChange, aria }: MemberPickerProps) {
  const t = useT();
  const chosen = asList(value);
  const toggle = (imei: string, on: boolean) => onChange(on ? [...chosen, imei] : chosen.filter((m) => m !== imei));
  if (helmets.length === 0) return <p className="text-muted-foreground text-sm">{t('talk.noHelmets')}</p>;
  return (
    <fieldset aria-label={t('talk.members')} id={aria.id} aria-describedby={aria['aria-describedby']} aria-invalid={aria['aria-invalid']} className="grid max-h-48 gap-2 overflow-y-auto rounded-md border p-2">
      {helmets.map((helmet) => (
        <div key={helmet.value} className="flex items-center gap-2 text-sm">
          <Checkbox id={`${aria.id}-${helmet.value}`} checked={chosen.includes(helmet.value)} onCheckedChange={(on) => toggle(helmet.value, on === true)} />
          <label htmlFor={`${aria.id}-${helmet.value}`} className="font-mono">
            {'text' in helmet ? helmet.text : helmet.value}
          </label>
        </div>
      ))}
    </fieldset>
  );
}
