import { isRuoyiKey, issueText, VALIDATION_KEYS } from '@vigil/sdk';
import type { z } from 'zod';
import { render, type TextKey } from './i18n/locale';
import type { Locale, MessageParams } from './i18n/messages';

/** A message from the catalogue, rendered in the language of whoever receives it. */
abstract class LocalizedError extends Error {
  constructor(
    readonly key: TextKey,
    readonly params: MessageParams = {},
  ) {
    // The English text is what logs and stack traces show.
    super(render(key, params, 'en'));
  }

  text(locale: Locale): string {
    return render(this.key, this.params, locale);
  }
}

/**
 * A business failure: answered with HTTP 200 and this code in the body, as the real backend does (spec §8); a
 * refused field is named in the body's `field`.
 */
export class ApiError extends LocalizedError {
  override name = 'ApiError';
  constructor(
    readonly code: number,
    key: TextKey,
    params?: MessageParams,
    readonly field?: string,
  ) {
    super(key, params);
  }
}

/**
 * A refusal by an sdk rule: the first issue's rule text (rendered in the request's language) and field, or
 * `where` for an issue of the whole input. Request validation answers code 400; a rule applied to stored state (the
 * unfreeze rule against the frozen amount) answers as the business refusal it is. One of RuoYi's own rules answers
 * code 500, as a RuoYi backend answers a failed @Validated bean (its GlobalExceptionHandler's AjaxResult.error).
 */
export function ruleRefusal(code: number, issues: readonly z.core.$ZodIssue[], where?: string): ApiError {
  const [issue] = issues;
  if (!issue) return new ApiError(code, VALIDATION_KEYS.fieldInvalid, {}, where);
  const { key, params, field } = issueText(issue);
  return new ApiError(isRuoyiKey(key) ? 500 : code, key, params, field || where);
}

/** A request that could not even be read (malformed JSON, oversize upload): answered with an HTTP error status. */
export class TransportError extends LocalizedError {
  override name = 'TransportError';
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 413 | 415,
    key: TextKey,
    params?: MessageParams,
  ) {
    super(key, params);
  }
}

/** The file given to `--data` exists but does not hold a state this server wrote. */
export class DataFileError extends Error {
  override name = 'DataFileError';
}
