import { type FormFieldControlProps, Input } from '@vigil/ui';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useT } from '../../i18n/use-t';
import { CONTROLLED_FIELDS, isControlled } from './field-controls';
import type { FormFieldConfig } from './form-types';
import { type SetFieldValue, withFills } from './with-fills';

interface FieldControlProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  field: FormFieldConfig;
  /** The label's and the error's wiring, from the FormField around it. */
  aria: FormFieldControlProps;
  /** Sets the fields a choice fills (`fills`). */
  setFieldValue: SetFieldValue;
}

/** One field's control in the generic form dialog: a controlled kind by its renderer, else a textarea or an input. */
export function FieldControl<Values extends FieldValues>({ form, field, aria, setFieldValue }: FieldControlProps<Values>) {
  const t = useT();
  const name = field.name as Path<Values>;
  if (isControlled(field.kind)) {
    const render = CONTROLLED_FIELDS[field.kind];
    return <Controller control={form.control} name={name} render={({ field: control }) => <>{render({ field, control: withFills(field, control, setFieldValue), aria, t })}</>} />;
  }
  if (field.kind === 'textarea') return <textarea {...aria} className="min-h-20 rounded-md border border-input bg-background px-3 py-2 text-sm" {...form.register(name)} />;
  return (
    <Input
      {...aria}
      type={field.kind === 'password' ? 'password' : 'text'}
      required={field.required}
      list={field.suggestions ? `${field.name}-suggestions` : undefined}
      {...form.register(name)}
    />
  );
}
