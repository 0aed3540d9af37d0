import { IntlMessageFormat } from 'intl-messageformat';
import { simpleMessage } from './simple-message';
import type { MessageKey } from './zh-CN';

export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** Human name of each language, shown in its own language in the switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '中文', en: 'English' };

type Catalog = Partial<Record<MessageKey, string>>;

/** Each catalog is its own chunk: a page loads only the language it shows. */
const LOADERS: Record<Language, () => Promise<Catalog>> = {
  'zh-CN': () => import('./zh-CN').then((m) => m.zhCN),
  en: () => import('./en').then((m) => m.en),
};
/**
 * The texts of the signed-in pages (module pages, lists, forms), split by route area so /login does not carry
 * them: the layout loads the `pages` area before it renders.
 */
const AREA_LOADERS = {
  pages: { 'zh-CN': () => import('./pages.zh-CN').then((m) => m.pagesZhCN), en: () => import('./pages.en').then((m) => m.pagesEn) },
} satisfies Record<string, Record<Language, () => Promise<Catalog>>>;
export type CatalogArea = keyof typeof AREA_LOADERS;

const loaded = new Map<Language, Catalog>();
/** The areas each loaded language carries, and the areas every language loaded from now on must carry. */
const loadedAreas = new Map<Language, Set<CatalogArea>>();
const areas = new Set<CatalogArea>();

/** Fetches a language's catalog once, with every area asked for so far; call before rendering or switching to it. */
export async function loadCatalog(language: Language): Promise<void> {
  const have = loadedAreas.get(language) ?? new Set<CatalogArea>();
  const missing = [...areas].filter((area) => !have.has(area));
  if (loaded.has(language) && missing.length === 0) return;
  const [base, ...parts] = await Promise.all([
    loaded.get(language) ?? LOADERS[language](),
    ...missing.map((area) => AREA_LOADERS[area][language]()),
  ]);
  loaded.set(language, Object.assign({}, base, ...parts));
  loadedAreas.set(language, new Set([...have, ...missing]));
}

/** Adds an area's texts to `language`'s catalog now and to every language loaded later. */
export async function loadCatalogArea(area: CatalogArea, language: Language): Promise<void> {
  areas.add(area);
  await loadCatalog(language);
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
}

/** Each message's formatter, made once per language (a catalog key keeps its message once loaded). */
const formatters = new Map<Language, Map<MessageKey, IntlMessageFormat>>();

/**
 * Formats catalog messages (ICU syntax) for one loaded language. intl-messageformat alone, not @formatjs/intl's
 * createIntl (which /login would carry for its date, number and list formatters the console does not use); like
 * formatMessage, a missing key shows the key and a message that cannot be formatted its raw text, logged.
 */
export function createTranslator(language: Language): Translator {
  const messages = loaded.get(language);
  if (!messages) throw new CatalogNotLoadedError(language);
  const made = formatters.get(language) ?? new Map<MessageKey, IntlMessageFormat>();
  formatters.set(language, made);
  const t: Translate = (key, values) => {
    const message = messages[key];
    if (message === undefined) {
      console.error(`vigil: no ${language} text for ${key}`);
      return key;
    }
    const simple = simpleMessage(message, values);
    if (simple !== null) return simple;
    try {
      let formatter = made.get(key);
      if (!formatter) {
        formatter = new IntlMessageFormat(message, language);
        made.set(key, formatter);
      }
      return String(formatter.format(values));
    } catch (error) {
      console.error(`vigil: the ${language} text of ${key} could not be formatted`, error);
      return typeof message === 'string' ? message : key;
    }
  };
  return { language, t };
}

/** True when `key` is a catalog key (for keys that arrive at run time, e.g. from the sdk). */
export function isMessageKey(key: string): key is MessageKey {
  // Both catalogs have the same keys (catalogs.test.ts), so any loaded one answers.
  for (const catalog of loaded.values()) return Object.hasOwn(catalog, key);
  return false;
}
