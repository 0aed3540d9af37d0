import { z } from 'zod';
import { ACCOUNT_LENGTH, CAPTCHA_ANSWER_MAX, PASSWORD_LENGTH } from '../../constants';
import { boundedText, requiredText } from './fields';
import { VALIDATION_KEYS as K } from './keys';

const HAN = /\p{Script=Han}/u;
/** Mainland mobile numbers: 11 digits starting 13-19. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** Landline: area code 0xx(x), optional dash, 7-8 digits, optional extension. */
export const LANDLINE_PATTERN = /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/;
/** SMS/e-mail verification codes are 4-6 digits. */
export const CODE_PATTERN = /^\d{4,6}$/;

/** Account name: 2-20 characters, no Chinese characters. */
export const accountNameSchema = boundedText(K.accountRequired, K.accountLength, ACCOUNT_LENGTH.min, ACCOUNT_LENGTH.max).refine(
  (value) => !HAN.test(value),
  K.accountNoChinese,
);
/** Password: 5-20 characters. */
export const passwordSchema = boundedText(K.passwordRequired, K.passwordLength, PASSWORD_LENGTH.min, PASSWORD_LENGTH.max);
export const phoneSchema = requiredText(K.phoneRequired).regex(PHONE_PATTERN, K.phoneFormat);
export const landlineSchema = requiredText(K.phoneRequired).regex(LANDLINE_PATTERN, K.landlineFormat);
export const verificationCodeSchema = requiredText(K.codeRequired).regex(CODE_PATTERN, K.codeFormat);
/**
 * The answer to the image captcha: any non-blank text up to CAPTCHA_ANSWER_MAX characters, trimmed (the
 * server checks it; an arithmetic captcha's answer may be "7" or "-4", not an SMS code).
 */
export const captchaAnswerSchema = requiredText(K.codeRequired).max(CAPTCHA_ANSWER_MAX, K.captchaLength);

export const loginFormSchema = z.object({
  username: accountNameSchema,
  password: passwordSchema,
  code: captchaAnswerSchema.optional(),
});

export const phoneLoginFormSchema = z.object({ phone: phoneSchema, code: verificationCodeSchema });

/** New password twice; the confirmation must match. */
const newPasswordSchema = boundedText(K.newPasswordRequired, K.passwordLength, PASSWORD_LENGTH.min, PASSWORD_LENGTH.max);
const confirmPasswordSchema = requiredText(K.confirmPasswordRequired);
/** The new-password fields every password-setting form shares. */
const newPasswordFields = { newPassword: newPasswordSchema, confirmPassword: confirmPasswordSchema };

/** The confirmation must equal the `field` password; the issue lands on confirmPassword. */
function confirms<F extends string>(field: F) {
  const check = (value: Record<F | 'confirmPassword', string>) => value[field] === value.confirmPassword;
  return [check, { message: K.passwordMismatch, path: ['confirmPassword'] }] as [typeof check, { message: string; path: string[] }];
}

export const passwordPairSchema = z
  .object(newPasswordFields)
  .refine(...confirms('newPassword'));

export const changePasswordFormSchema = z
  .object({
    oldPassword: requiredText(K.passwordRequired),
    ...newPasswordFields,
  })
  .refine(...confirms('newPassword'));

export const registerFormSchema = z
  .object({
    username: accountNameSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
    phone: phoneSchema,
    code: verificationCodeSchema,
  })
  .refine(...confirms('password'));

/** Password recovery: phone, SMS code, the new password twice. */
export const recoverPasswordFormSchema = z
  .object({
    phone: phoneSchema,
    code: verificationCodeSchema,
    ...newPasswordFields,
  })
  .refine(...confirms('newPassword'));
