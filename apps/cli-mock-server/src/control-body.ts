import type { z } from 'zod';
import { ApiError } from './errors';
import type { TextKey } from './i18n/locale';

/** A control API body checked by `schema`; a bad one is a 400 with `key`'s words and where it went wrong. */
export function controlBody<T>(schema: z.ZodType<T>, value: unknown, key: TextKey): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new ApiError(400, key, { detail: issue ? `${issue.path.join('.') || 'body'} ${issue.message}` : 'invalid' });
}
