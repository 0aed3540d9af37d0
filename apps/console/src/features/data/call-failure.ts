import { isResponseValidationError, isTimeoutError, isTransportError } from '@vigil/sdk/client';
import { ApiError } from '../../app/console-api';
import type { MessageKey } from '../../i18n/zh-CN';

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * Whether spec §8's policy already answered a refusal on screen: a 401 opens the session dialog; a 400 or 500 with
 * a message is toasted by the sdk's serverError (an empty one is left to the caller, who can name what failed).
 */
export function answeredByPolicy(code: number, message: string): boolean {
  return code === 401 || ((code === 400 || code === 500) && message !== '');
}

/** A developer's word rather than an operator's: an exception or error class name (`UnauthorizedError`, `java.lang...`). */
const DEVELOPER_WORDS = /^[A-Z][A-Za-z0-9]*(Error|Exception)$|\b(java|javax|org|com)\.[a-z]|Exception\b/;

/** A server message fit to show an operator: not empty, not a class name. */
export function operatorMessage(message: string | undefined): string {
  const text = (message ?? '').trim();
  return text === '' || DEVELOPER_WORDS.test(text) ? '' : text;
}

/**
 * Why a read failed, in the UI's language: an expired session, a missing permission, a network failure or timeout,
 * an answer the sdk could not read; else the server's own message, if an operator can read it.
 */
export function readFailureReason(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    if (error.code === 401) return t('list.reasonSession');
    const message = operatorMessage(error.message);
    if (message) return message;
    return t(error.code === 403 ? 'list.reasonForbidden' : 'common.requestFailed');
  }
  if (isTimeoutError(error)) return t('list.reasonTimeout');
  if (isTransportError(error)) return t('list.reasonNetwork');
  if (isResponseValidationError(error)) return t('list.reasonAnswer');
  // The console's own errors carry catalog texts.
  return (error instanceof Error && operatorMessage(error.message)) || t('common.requestFailed');
}

/** What failed, by the success a write would have toasted: 新增成功 → 新增失败, 发布成功 → 发布失败. */
const FAILURE_OF: Partial<Record<MessageKey, MessageKey>> = {
  'list.added': 'list.addFailed',
  'list.edited': 'list.editFailed',
  'list.deleted': 'list.deleteFailed',
  'list.unbound': 'list.unbindFailed',
  'announce.published': 'list.publishFailed',
};

/** The failure text of the write whose success is `success` (操作失败 when the table does not name it). */
export const failureOf = (success: MessageKey): MessageKey => FAILURE_OF[success] ?? 'list.actionFailed';
