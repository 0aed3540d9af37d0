import { FormField, Input, type InputProps } from '@vigil/ui';
import { type FormEvent, useState } from 'react';
import { useT, useTranslateKey } from '../i18n/use-t';
import { errorMessage } from './form-error';

/** Busy flag and the failure message of a form's submit action. */
export function useSubmit() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>, fallback = t('common.requestFailed')) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(errorMessage(e, fallback));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

/**
 * A form's submit handler: stop the browser's submit, check every field, and run the action with the parsed values
 * only when they are valid; `busy` and `error` follow the action.
 */
export function useFormSubmit<T>(form: { validate(): T | null }, action: (values: T) => Promise<void>, fallback?: string) {
  const { busy, error, run } = useSubmit();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (values) void run(() => action(values), fallback);
  };
  return { busy, error, onSubmit };
}

export function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="text-sm text-danger">
      {message}
    </p>
  ) : null;
}

interface BindableForm<K extends string> {
  values: Record<K, string>;
  errors: Partial<Record<K, string>>;
  set: (key: K) => (value: string) => void;
}

/** A labelled input bound to one field of a `useForm` form, showing its translated error. */
export function BoundInput<K extends string>({
  bind,
  name,
  label,
  ...props
}: { bind: BindableForm<K>; name: NoInfer<K>; label: string } & Omit<InputProps, 'name' | 'value' | 'onChange'>) {
  const tr = useTranslateKey();
  return (
    <FormField label={label} error={tr(bind.errors[name])} required>
      <Input {...props} value={bind.values[name]} onChange={(e) => bind.set(name)(e.target.value)} />
    </FormField>
  );
}
