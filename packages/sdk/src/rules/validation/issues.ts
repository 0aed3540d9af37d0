import type * as z from 'zod/mini';
import { type ValidationKey, VALIDATION_KEYS as K } from './keys';
import { validationEn } from './messages-en';

/** What a form or a server shows for one failed rule: a validation key, the values of its `{name}`s, the field. */
export interface IssueText {
  key: ValidationKey;
  params: Record<string, string | number>;
  /** Dotted path of the field (`configs.0.imei`), '' for the whole input. */
  field: string;
}

type Issue = z.core.$ZodIssue;

export function isValidationKey(value: unknown): value is ValidationKey {
  return typeof value === 'string' && Object.hasOwn(validationEn, value);
}

/** The first issue of a union's branches that names a rule, else the union itself. */
function unwrap(issue: Issue): Issue {
  if (issue.code !== 'invalid_union' || isValidationKey(issue.message)) return issue;
  for (const branch of issue.errors) {
    const named = branch.find((candidate) => isValidationKey(candidate.message));
    if (named) return { ...named, path: [...issue.path, ...named.path] };
  }
  return issue;
}

/**
 * The rule text of a zod issue: the validation key the rule gave as its message, with `{max}`/`{min}` from the
 * issue; an issue of a field without its own key reads as "required" (missing), "too long" (over a maximum) or
 * "not valid". A wrong type reads as "required" unless the issue carries its input (parse with
 * `{ reportInput: true }`), which tells a missing value from a wrong one. vigil-mock answers refusals with it; a
 * form can show the same words.
 */
export function issueText(input: Issue): IssueText {
  const issue = unwrap(input);
  const field = issue.path.map(String).join('.');
  const bounds: Record<string, string | number> = {};
  if (issue.code === 'too_big') bounds.max = Number(issue.maximum);
  if (issue.code === 'too_small') bounds.min = Number(issue.minimum);
  const params = { ...bounds, ...(issue.code === 'custom' ? (issue.params as Record<string, string | number> | undefined) : undefined) };
  if (isValidationKey(issue.message)) return { key: issue.message, params, field };
  if (issue.code === 'invalid_type' && issue.input === undefined && issue.path.length > 0) return { key: K.fieldRequired, params, field };
  if (issue.code === 'too_big') return { key: issue.origin === 'array' ? K.listTooLong : K.textTooLong, params, field };
  return { key: K.fieldInvalid, params, field };
}
