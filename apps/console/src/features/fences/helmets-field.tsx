import { Checkbox } from '@vigil/ui';
import { useId } from 'react';
import { useT } from '../../i18n/use-t';
import type { CustomControlProps, FormOption } from '../forms/form-types';

/** The helmets a fence applies to: the hat module's devices, each checked or not (their IMEIs are the value). */
export function HelmetsField({ value, onChange, aria, helmets }: CustomControlProps & { helmets: readonly FormOption[] }) {
  const t = useT();
  const base = useId();
  const chosen = new Set(Array.isArray(value) ? (value as string[]) : []);
  const toggle = (imei: string, on: boolean) => onChange(helmets.map((h) => h.value).filter((v) => (v === imei ? on : chosen.has(v))));
  if (helmets.length === 0) return <p className="text-sm text-muted-foreground">{t('fence.helmetsNone')}</p>;
  return (
    <fieldset {...aria} className="grid max-h-32 gap-1 overflow-y-auto rounded-md border border-input p-2" data-testid="fence-helmets">
      {helmets.map((helmet, i) => (
        <div key={helmet.value} className="flex items-center gap-2 text-sm">
          <Checkbox id={`${base}-${i}`} checked={chosen.has(helmet.value)} onCheckedChange={(on) => toggle(helmet.value, on === true)} />
          <label htmlFor={`${base}-${i}`}>{'text' in helmet ? helmet.text : t(helmet.label)}</label>
        </div>
      ))}
    </fieldset>
  );
}
