import * as z from 'zod/mini';
import { ACCOUNT_LENGTH, CAPTCHA_ANSWER_MAX, PASSWORD_LENGTH } from '../../constants';
import { ACCOUNT_KEYS, TEXT_KEYS } from './account-keys';
import { hasAccountCharacters, hasNoChinese, lengthWithin } from './sign-in-rules';
import { boundedText, requiredText } from './text-fields';
import { TEXT_MAX } from './limits';

// The sign-in forms' keys only: a sign-in page carries no other key (`VALIDATION_KEYS` spreads these).
const K = { ...ACCOUNT_KEYS, ...TEXT_KEYS };

/** Mainland mobile numbers: 11 digits starting 13-19. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** Landline: area code 0xx(x), optional dash, 7-8 digits, optional extension. */
export const LANDLINE_PATTERN = /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/;
/** SMS/e-mail verification codes are 4-6 digits. */
export const CODE_PATTERN = /^\d{4,6}$/;
/** E-mail: something@domain.tld, no spaces (the server sends the code; this only catches typing slips). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The spec's account rule past its required text: no Chinese characters (the length is `boundedText`'s or `accountLength`'s). */
export const accountNoChinese = z.refine<string>(hasNoChinese, K.accountNoChinese);
/** Spec §5: an account is 2-20 characters. */
export const accountLength = z.refine<string>(lengthWithin(ACCOUNT_LENGTH.min, ACCOUNT_LENGTH.max), K.accountLength);
/** Issue 27: nothing invisible or confusable in an account (Chinese is `accountNoChinese`'s to refuse). */
export const accountCharacters = z.refine<string>(hasAccountCharacters, K.accountCharacters);
/** Account name: 2-20 characters, no Chinese characters, nothing invisible or confusable. */
export const accountNameSchema = boundedText(K.accountRequired, K.accountLength, ACCOUNT_LENGTH.min, ACCOUNT_LENGTH.max).check(accountNoChinese, accountCharacters);
/** Password: 5-20 characters. */
export const passwordSchema = boundedText(K.passwordRequired, K.passwordLength, PASSWORD_LENGTH.min, PASSWORD_LENGTH.max);
// The patterns bound the length; the metadata says how far, for JSON-schema exports and the docs.
export const phoneSchema = requiredText(K.phoneRequired).check(z.regex(PHONE_PATTERN, K.phoneFormat), z.meta({ maxLength: 11 }));
export const landlineSchema = requiredText(K.phoneRequired).check(z.regex(LANDLINE_PATTERN, K.landlineFormat), z.meta({ maxLength: 20 }));
export const verificationCodeSchema = requiredText(K.codeRequired).check(z.regex(CODE_PATTERN, K.codeFormat), z.meta({ maxLength: 6 }));
export const emailSchema = requiredText(K.emailFormat).check(
  z.maxLength(TEXT_MAX.email, { error: K.textTooLong, abort: true }),
  z.regex(EMAIL_PATTERN, K.emailFormat),
);
/**
 * The answer to the image captcha: any non-blank text up to CAPTCHA_ANSWER_MAX characters, trimmed (the
 * server checks it; an arithmetic captcha's answer may be "7" or "-4", not an SMS code).
 */
export const captchaAnswerSchema = requiredText(K.codeRequired).check(z.maxLength(CAPTCHA_ANSWER_MAX, K.captchaLength));

export const loginFormSchema = z.object({
  username: accountNameSchema,
  password: passwordSchema,
  code: z.optional(captchaAnswerSchema),
});

export const phoneLoginFormSchema = z.object({ phone: phoneSchema, code: verificationCodeSchema });

/** New password twice; the confirmation must match. */
const newPasswordSchema = boundedText(K.newPasswordRequired, K.passwordLength, PASSWORD_LENGTH.min, PASSWORD_LENGTH.max);
const confirmPasswordSchema = requiredText(K.confirmPasswordRequired);
/** The new-password fields every password-setting form shares. */
const newPasswordFields = { newPassword: newPasswordSchema, confirmPassword: confirmPasswordSchema };

/**
 * The confirmation must equal the `field` password; the issue lands on confirmPassword. It runs as soon as both
 * are strings (`when`), so a mismatch shows beside other fields' format errors, not only once they all pass
 * (an empty required field still ends the form-level checks: its abort is final).
 */
function confirms<F extends string>(field: F) {
  return z.refine<Record<F | 'confirmPassword', string>>((value) => value[field] === value.confirmPassword, {
    message: K.passwordMismatch,
    path: ['confirmPassword'],
    when: ({ value }) => {
      const fields = value as Partial<Record<string, unknown>> | undefined;
      return typeof fields?.[field] === 'string' && typeof fields.confirmPassword === 'string';
    },
  });
}

export const passwordPairSchema = z.object(newPasswordFields).check(confirms('newPassword'));

export const changePasswordFormSchema = z
  .object({
    oldPassword: requiredText(K.passwordRequired),
    ...newPasswordFields,
  })
  .check(confirms('newPassword'));

export const registerFormSchema = z
  .object({
    username: accountNameSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
    phone: phoneSchema,
    code: verificationCodeSchema,
  })
  .check(confirms('password'));

/** Password recovery: phone, SMS code, the new password twice. */
export const recoverPasswordFormSchema = z
  .object({
    phone: phoneSchema,
    code: verificationCodeSchema,
    ...newPasswordFields,
  })
  .check(confirms('newPassword'));
