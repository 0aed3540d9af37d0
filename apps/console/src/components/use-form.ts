import { useState } from 'react';
import type { MessageKey } from '../i18n/zh-CN';

type Rule<K extends string> = (value: string, all: Record<K, string>) => MessageKey | undefined;

/** Field values plus their rule results; `validate()` marks every field and says whether all pass. */
export function useForm<K extends string>(rules: Record<K, Rule<K>>) {
  const keys = Object.keys(rules) as K[];
  const [values, setValues] = useState(() => Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>);
  const [errors, setErrors] = useState<Partial<Record<K, MessageKey>>>({});
  const check = (key: K, all: Record<K, string>) => rules[key](all[key], all);
  return {
    values,
    errors,
    set: (key: K) => (value: string) => setValues((v) => ({ ...v, [key]: value })),
    /** Validates one field now (e.g. the phone before sending a code). */
    validateField(key: K): boolean {
      const error = check(key, values);
      setErrors((e) => ({ ...e, [key]: error }));
      return error === undefined;
    },
    validate(): boolean {
      const next = Object.fromEntries(keys.map((k) => [k, check(k, values)])) as Partial<Record<K, MessageKey>>;
      setErrors(next);
      return keys.every((k) => next[k] === undefined);
    },
  };
}
