import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { en } from './en';
import { type MessageKey, zhCN } from './zh-CN';

export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** Human name of each language, shown in its own language in the switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '中文', en: 'English' };

const CATALOGS: Record<Language, Record<MessageKey, string>> = { 'zh-CN': zhCN, en };

/** A stored language value (cookie `language`/`za-language`), tolerant of old spellings. */
export function parseLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const lower = value.toLowerCase();
  if (lower === 'en' || lower.startsWith('en-') || lower.startsWith('en_')) return 'en';
  if (lower === 'zh' || lower.startsWith('zh-') || lower.startsWith('zh_')) return 'zh-CN';
  return null;
}

export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

export interface Translator {
  language: Language;
  t: Translate;
  intl: IntlShape<string>;
}

const cache = createIntlCache();

/** Formats catalog messages (ICU syntax) for one language. */
export function createTranslator(language: Language): Translator {
  const intl = createIntl({ locale: language, messages: CATALOGS[language], defaultLocale: DEFAULT_LANGUAGE }, cache);
  return {
    language,
    intl,
    t: (key, values) => intl.formatMessage({ id: key }, values),
  };
}

/** True when `key` is one of the catalog's keys (for keys that arrive at run time, e.g. from the sdk). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(zhCN, key);
}
