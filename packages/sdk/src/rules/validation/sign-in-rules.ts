import { ACCOUNT_LENGTH, CAPTCHA_ANSWER_MAX, PASSWORD_LENGTH } from '../../constants';
import { ACCOUNT_KEYS as K } from './account-keys';

/**
 * The sign-in form's rules as plain predicates: `account.ts` builds the zod schemas from them, and a sign-in page
 * checks its form with them alone (`signInFormRules`), so it carries no zod.
 */

const HAN = /\p{Script=Han}/u;
/** Printable ASCII without spaces: no invisible (`admin\u200b`) or look-alike (Cyrillic `аdmin`) account beside `admin`. */
const ACCOUNT_CHARACTERS = /^[\x21-\x7e]*$/;

/** Length in characters (code points, so a Chinese character or an emoji counts once). */
export function charCount(value: string): number {
  return [...value].length;
}

export const lengthWithin = (min: number, max: number) => (value: string) => charCount(value) >= min && charCount(value) <= max;
/** The spec's account rule past its required text: no Chinese characters. */
export const hasNoChinese = (value: string) => !HAN.test(value);
/** Issue 27: nothing invisible or confusable in an account (Chinese is `hasNoChinese`'s to refuse). */
export const hasAccountCharacters = (value: string) => HAN.test(value) || ACCOUNT_CHARACTERS.test(value);

/** A form field's rule: required (trimmed, not blank: `required`), then each check in order, every failing one reported. */
interface FieldRule {
  required: string;
  checks: readonly (readonly [test: (value: string) => boolean, key: string])[];
}

/** Account name: 2-20 characters, no Chinese characters, nothing invisible or confusable. */
const ACCOUNT_NAME: FieldRule = {
  required: K.accountRequired,
  checks: [
    [lengthWithin(ACCOUNT_LENGTH.min, ACCOUNT_LENGTH.max), K.accountLength],
    [hasNoChinese, K.accountNoChinese],
    [hasAccountCharacters, K.accountCharacters],
  ],
};
/** Password: 5-20 characters. */
const PASSWORD: FieldRule = { required: K.passwordRequired, checks: [[lengthWithin(PASSWORD_LENGTH.min, PASSWORD_LENGTH.max), K.passwordLength]] };
/** The image captcha's answer: non-blank, at most CAPTCHA_ANSWER_MAX (UTF-16) characters. */
const CAPTCHA_ANSWER: FieldRule = { required: K.codeRequired, checks: [[(value) => value.length <= CAPTCHA_ANSWER_MAX, K.captchaLength]] };

export interface RuleIssue {
  path: PropertyKey[];
  message: string;
}
export type RuleResult<T> = { success: true; data: T } | { success: false; error: { issues: RuleIssue[] } };

/** The issues of one field's value (its message keys, in the schema's order) and the trimmed value. */
function checkField(rule: FieldRule, value: unknown, path: PropertyKey[]): { value: string; issues: RuleIssue[] } {
  if (typeof value !== 'string' || value.trim() === '') return { value: '', issues: [{ path, message: rule.required }] };
  const trimmed = value.trim();
  return { value: trimmed, issues: rule.checks.filter(([test]) => !test(trimmed)).map(([, key]) => ({ path, message: key })) };
}

/** `safeParse` over an object of field rules: the trimmed fields, or every field's issues. */
function formRules<K extends string>(fields: Record<K, FieldRule>) {
  return {
    safeParse(input: unknown): RuleResult<Record<K, string>> {
      const values = (typeof input === 'object' && input !== null ? input : {}) as Partial<Record<K, unknown>>;
      const data = {} as Record<K, string>;
      const issues: RuleIssue[] = [];
      for (const name of Object.keys(fields) as K[]) {
        const field = checkField(fields[name], values[name], [name]);
        data[name] = field.value;
        issues.push(...field.issues);
      }
      return issues.length > 0 ? { success: false, error: { issues } } : { success: true, data };
    },
  };
}

/** The account sign-in form (account and password), as `loginFormSchema` checks it, without zod. */
export const signInFormRules = formRules({ username: ACCOUNT_NAME, password: PASSWORD });

/** The captcha answer (shown only when the server enables it), as `captchaAnswerSchema` checks it, without zod. */
export const captchaAnswerRules = {
  safeParse(input: unknown): RuleResult<string> {
    const field = checkField(CAPTCHA_ANSWER, input, []);
    return field.issues.length > 0 ? { success: false, error: { issues: field.issues } } : { success: true, data: field.value };
  },
};
