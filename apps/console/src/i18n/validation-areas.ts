import type { ValidationKey } from '@vigil/sdk/validation';

/**
 * The validation texts the signed-out forms show (sign-in, registration, password recovery): they ship with the
 * base catalog, so /login carries only these; every other rule's text ships with the signed-in pages' area.
 */
const SIGN_IN_KEYS = [
  'validation.account.required',
  'validation.account.length',
  'validation.account.noChinese',
  'validation.account.characters',
  'validation.password.required',
  'validation.password.length',
  'validation.newPassword.required',
  'validation.confirmPassword.required',
  'validation.password.mismatch',
  'validation.phone.required',
  'validation.phone.format',
  'validation.code.required',
  'validation.code.format',
  'validation.captcha.length',
] as const satisfies readonly ValidationKey[];

type SignInKey = (typeof SIGN_IN_KEYS)[number];
const signIn: ReadonlySet<string> = new Set(SIGN_IN_KEYS);

export function signInTexts(texts: Record<ValidationKey, string>): Record<SignInKey, string> {
  return Object.fromEntries(SIGN_IN_KEYS.map((key) => [key, texts[key]])) as Record<SignInKey, string>;
}

export function signedInTexts(texts: Record<ValidationKey, string>): Record<Exclude<ValidationKey, SignInKey>, string> {
  return Object.fromEntries(Object.entries(texts).filter(([key]) => !signIn.has(key))) as Record<Exclude<ValidationKey, SignInKey>, string>;
}
