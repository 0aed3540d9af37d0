import { useState } from 'react';

/** The part of a zod schema a form needs (the sdk's validation schemas satisfy it). */
export interface FormSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly FormIssue[] } };
}
export interface FormIssue {
  path: readonly PropertyKey[];
  /** An sdk validation key, translated by the catalog. */
  message: string;
}

/** Field values checked by a schema; each field keeps the message key of its first issue. */
export function useForm<K extends string, T>(schema: FormSchema<T>, fields: readonly K[]) {
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((k) => [k, ''])) as Record<K, string>);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  return {
    values,
    errors,
    set: (key: K) => (value: string) => setValues((v) => ({ ...v, [key]: value })),
    /** Checks one field with its own schema now (e.g. the phone before sending a code). */
    validateField(key: K, fieldSchema: FormSchema<unknown>): boolean {
      const result = fieldSchema.safeParse(values[key]);
      const message = result.success ? undefined : result.error.issues[0]?.message;
      setErrors((e) => ({ ...e, [key]: message }));
      return result.success;
    },
    /** The parsed values, or null after marking every field that has an issue. */
    validate(): T | null {
      const result = schema.safeParse(values);
      if (result.success) {
        setErrors({});
        return result.data;
      }
      const next: Partial<Record<K, string>> = {};
      for (const issue of result.error.issues) {
        const key = issue.path[0] as K;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return null;
    },
  };
}
