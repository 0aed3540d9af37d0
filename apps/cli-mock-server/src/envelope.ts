import type { Row } from './state';

/** Response bodies of spec §8: HTTP 200 with a business code and message. */
export type Body = Record<string, unknown> & { code: number; msg: string };

export const MSG_OK = '操作成功';

/** `{ code: 200, msg }`, plus `data` when given. */
export function ok(data?: unknown): Body {
  return data === undefined ? { code: 200, msg: MSG_OK } : { code: 200, msg: MSG_OK, data };
}

/** `{ code: 200, msg, rows, total }`. */
export function page(rows: readonly Row[], total: number): Body {
  return { code: 200, msg: '查询成功', rows: [...rows], total };
}

export function failure(code: number, msg: string): Body {
  return { code, msg };
}
