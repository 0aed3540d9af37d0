import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { MessageKey } from './zh-CN';

export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** Human name of each language, shown in its own language in the switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '中文', en: 'English' };

type Catalog = Record<MessageKey, string>;

/** Each catalog is its own chunk: a page loads only the language it shows. */
const LOADERS: Record<Language, () => Promise<Catalog>> = {
  'zh-CN': () => import('./zh-CN').then((m) => m.zhCN),
  en: () => import('./en').then((m) => m.en),
};
const loaded = new Map<Language, Catalog>();

/** Fetches a language's catalog once; call before rendering or switching to it. */
export async function loadCatalog(language: Language): Promise<void> {
  if (!loaded.has(language)) loaded.set(language, await LOADERS[language]());
}

export class CatalogNotLoadedError extends Error {
  override readonly name = 'CatalogNotLoadedError';
  constructor(readonly language: Language) {
    super(`the ${language} catalog is not loaded; await loadCatalog('${language}') first`);
  }
}

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

/** Formats catalog messages (ICU syntax) for one loaded language. */
export function createTranslator(language: Language): Translator {
  const messages = loaded.get(language);
  if (!messages) throw new CatalogNotLoadedError(language);
  const intl = createIntl({ locale: language, messages, defaultLocale: DEFAULT_LANGUAGE }, cache);
  return {
    language,
    intl,
    t: (key, values) => intl.formatMessage({ id: key }, values),
  };
}

/** True when `key` is a catalog key (for keys that arrive at run time, e.g. from the sdk). */
export function isMessageKey(key: string): key is MessageKey {
  // Both catalogs have the same keys (catalogs.test.ts), so any loaded one answers.
  for (const catalog of loaded.values()) return Object.hasOwn(catalog, key);
  return false;
}
