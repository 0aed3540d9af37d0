import { fillMessage, type ValidationKey, validationEn, validationZhCN } from '@vigil/sdk';
import { type Locale, type Localized, MESSAGES, type MessageKey, type MessageParams } from './messages';

/** A text vigil-mock can answer with: its own catalogue, or the sdk's validation texts (the forms' words). */
export type TextKey = MessageKey | ValidationKey;

const VALIDATION: Record<Locale, Record<ValidationKey, string>> = { 'zh-CN': validationZhCN, en: validationEn };

export const DEFAULT_LOCALE: Locale = 'zh-CN';

/**
 * The answer's language from an Accept-Language header or a socket's `local` (`en`, `en-US`, `en_US` → en;
 * anything else, or nothing → zh-CN). The first listed language decides, as q-weights are rare from consoles.
 */
export function localeOf(value: string | null | undefined): Locale {
  const first = (value ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : DEFAULT_LOCALE;
}

export function isTextKey(value: unknown): value is TextKey {
  return typeof value === 'string' && (Object.hasOwn(MESSAGES, value) || Object.hasOwn(validationEn, value));
}

const pick = (value: string | number | Localized, locale: Locale): string => (typeof value === 'object' ? value[locale] : String(value));

/** The catalogue text of `key` in `locale`, with `{name}` placeholders filled from params. */
export function render(key: TextKey, params: MessageParams, locale: Locale): string {
  const template = Object.hasOwn(MESSAGES, key) ? MESSAGES[key as MessageKey][locale] : VALIDATION[locale][key as ValidationKey];
  const values = Object.fromEntries(Object.entries(params).flatMap(([name, value]) => (value === undefined ? [] : [[name, pick(value, locale)]])));
  return fillMessage(template, values);
}

/** Requests whose answers are in one language whatever they ask for (a dialect's, see `fixLocale`). */
const fixed = new WeakMap<Request, Locale>();

/** Answers `request` in `locale` whatever its Accept-Language (a RuoYi backend's messages are Chinese only). */
export function fixLocale(request: Request, locale: Locale): void {
  fixed.set(request, locale);
}

/** The language of an HTTP request: a fixed one, else its Accept-Language. */
export const localeOfRequest = (c: { req: { raw: Request; header(name: string): string | undefined } }): Locale =>
  fixed.get(c.req.raw) ?? localeOf(c.req.header('accept-language'));

/** Both languages of a text: for values that are data rather than catalogue entries. */
export const both = (zh: string, en: string): Localized => ({ 'zh-CN': zh, en });
