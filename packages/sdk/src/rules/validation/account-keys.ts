/**
 * The keys of the sign-in forms' rules (account, password, phone, codes, captcha) and of the text rules they share,
 * apart from the rest of `VALIDATION_KEYS` (which spreads them in place), so a sign-in page carries only these.
 */
export const ACCOUNT_KEYS = Object.freeze({
  accountRequired: 'validation.account.required',
  accountLength: 'validation.account.length',
  accountNoChinese: 'validation.account.noChinese',
  accountCharacters: 'validation.account.characters',
  passwordRequired: 'validation.password.required',
  passwordLength: 'validation.password.length',
  newPasswordRequired: 'validation.newPassword.required',
  confirmPasswordRequired: 'validation.confirmPassword.required',
  passwordMismatch: 'validation.password.mismatch',
  phoneRequired: 'validation.phone.required',
  phoneFormat: 'validation.phone.format',
  landlineFormat: 'validation.landline.format',
  codeRequired: 'validation.code.required',
  codeFormat: 'validation.code.format',
  captchaLength: 'validation.captcha.length',
} as const);

/** Text rules every form shares (a sign-in page's e-mail among them). */
export const TEXT_KEYS = Object.freeze({
  textTooLong: 'validation.text.tooLong',
  fieldRequired: 'validation.field.required',
  fieldInvalid: 'validation.field.invalid',
  listTooLong: 'validation.list.tooLong',
  emailFormat: 'validation.email.format',
} as const);
