import type { MessageKey } from '../i18n/zh-CN';

/** Mainland mobile number (spec §5 "phone format"). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
const CHINESE = /[\u4e00-\u9fff]/;

/** Spec §5 field rules; each returns the message key of the first broken rule, or undefined. */
export const rules = {
  account: (v: string): MessageKey | undefined =>
    v.trim() === ''
      ? 'validation.required'
      : CHINESE.test(v)
        ? 'validation.noChinese'
        : v.length < 2 || v.length > 20
          ? 'validation.accountLength'
          : undefined,
  password: (v: string): MessageKey | undefined =>
    v === '' ? 'validation.required' : v.length < 5 || v.length > 20 ? 'validation.passwordLength' : undefined,
  confirm: (v: string, password: string): MessageKey | undefined =>
    v === '' ? 'validation.confirmPasswordRequired' : v !== password ? 'validation.passwordMismatch' : undefined,
  phone: (v: string): MessageKey | undefined => (PHONE_PATTERN.test(v.trim()) ? undefined : 'validation.phone'),
  code: (v: string): MessageKey | undefined => (v.trim() === '' ? 'validation.codeRequired' : undefined),
};
