import { Checkbox, type FormFieldControlProps } from '@vigil/ui';
import type { Translate } from '../../i18n/translator';
import type { FormOption } from './form-types';

export interface CheckboxGroupProps {
  options: readonly FormOption[];
  value: unknown;
  onChange: (value: string[]) => void;
  /** The group's accessible name (a fieldset is not labelled by the field's `<label for>`). */
  label: string;
  /** Shown instead when there is nothing to choose. */
  empty: string;
  aria: FormFieldControlProps;
  t: Translate;
}

/** Several of a list of choices (e.g. the helmets of a fence or a talk group): a checkbox each, the checked values in the options' order. */
export function CheckboxGroup({ options, value, onChange, label, empty, aria, t }: CheckboxGroupProps) {
  const chosen = new Set(Array.isArray(value) ? value.map(String) : []);
  const toggle = (picked: string, on: boolean) => onChange(options.map((o) => o.value).filter((v) => (v === picked ? on : chosen.has(v))));
  if (options.length === 0) return <p className="text-muted-foreground text-sm">{empty}</p>;
  return (
    <fieldset {...aria} aria-label={label} className="grid max-h-48 gap-1 overflow-y-auto rounded-md border border-input p-2">
      {options.map((option, index) => (
        <div key={option.value} className="flex items-center gap-2 text-sm">
          <Checkbox id={`${aria.id}-${index}`} checked={chosen.has(option.value)} onCheckedChange={(on) => toggle(option.value, on === true)} />
          <label htmlFor={`${aria.id}-${index}`}>{'text' in option ? option.text : t(option.label)}</label>
        </div>
      ))}
    </fieldset>
  );
}
