import type { FieldValues } from 'react-hook-form';
import type { FormFieldConfig } from './form-types';

// What the generic form dialog does to its values before the sdk's rule checks them, and to the rule's errors after.

/** The values with each blank field of a `blank` rule given its meaning (absent or null) before the rule checks them. */
export function withBlanks<Values extends FieldValues>(values: Values, fields: readonly FormFieldConfig[]): Values {
  const result: Record<string, unknown> = { ...values };
  // A field hidden by its `when` is neither checked nor sent.
  for (const { name, when } of fields) if (when && !when(values)) delete result[name];
  for (const { name, blank } of fields) {
    const value = result[name];
    const isBlank = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (blank === undefined || !isBlank) continue;
    if (blank === 'omit') delete result[name];
    else result[name] = null;
  }
  return result as Values;
}

/**
 * A field's error text: its own, or the first of its parts' (a list field's row, e.g. a fence period without an end),
 * so a refused part is never silent.
 */
export function firstMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string') return own;
  // Only the error tree's own objects and arrays (never `ref`, a DOM element).
  if (!Array.isArray(error) && Object.getPrototypeOf(error) !== Object.prototype) return undefined;
  for (const [key, part] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = firstMessage(part);
    if (found !== undefined) return found;
  }
  return undefined;
}
