import type { FormFieldConfig } from './form-types';

/** Sets another field of the form to a text (the form's own setter decides whether to check it again). */
export type SetFieldValue = (name: string, value: string) => void;

/**
 * A field's control whose change also sets the fields its `fills` names (e.g. a person's name and phone from the person
 * picked); a field without `fills` keeps its control as it is.
 */
export function withFills<Control extends { onChange: (value: unknown) => void }>(field: FormFieldConfig, control: Control, setFieldValue: SetFieldValue): Control {
  const { fills } = field;
  if (!fills) return control;
  return {
    ...control,
    onChange: (value: unknown) => {
      control.onChange(value);
      for (const [name, text] of Object.entries(fills(String(value ?? '')) ?? {})) setFieldValue(name, text);
    },
  };
}
