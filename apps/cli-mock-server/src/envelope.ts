import type { TextKey } from './i18n/locale';
import type { Row } from './state';

/**
 * Response bodies of spec §8: HTTP 200 with a business code and message. Handlers put a catalogue key in `msg`;
 * the route answers it in the request's language.
 */
export type Body = Record<string, unknown> & { code: number; msg: TextKey | (string & {}) };

/** `{ code: 200, msg }`, plus `data` when given. */
export function ok(data?: unknown): Body {
  return data === undefined ? { code: 200, msg: 'ok' } : { code: 200, msg: 'ok', data };
}

/** `{ code: 200, msg, rows, total }`. */
export function page(rows: readonly Row[], total: number): Body {
  return { code: 200, msg: 'query.ok', rows: [...rows], total };
}

/** `{ code, msg }`, plus the refused `field` of a validation failure. */
export function failure(code: number, msg: string, field?: string): Body {
  return field === undefined ? { code, msg } : { code, msg, field };
}
