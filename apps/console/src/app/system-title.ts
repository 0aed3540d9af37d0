import { proxy, useSnapshot } from 'valtio';
import type { Language } from '../i18n/translator';
import { useTranslator } from '../i18n/use-t';
import { LOCAL } from '../storage/storage-keys';
import { runtimeSettings } from './runtime-settings';
import { local } from './services';

interface StoredSystemInfo {
  name: string;
  nameen: string | null;
  /** The organisation's own logo (a data URL or address); null: the default logo. */
  logo: string | null;
}

/** zhy-sysInfo (spec §3): the organisation's own system names (and logo), when the system settings stored them. */
export function stored(): StoredSystemInfo | null {
  return local.get(LOCAL.sysInfo, (v) => {
    if (typeof v !== 'object' || v === null) return null;
    const { name, nameen, logo } = v as Record<string, unknown>;
    if (typeof name !== 'string' || !name.trim()) return null;
    return { name, nameen: typeof nameen === 'string' && nameen.trim() ? nameen : null, logo: typeof logo === 'string' && logo ? logo : null };
  });
}

/** What is stored, kept in step with every change: what shows it re-renders at once, without a reload. */
export const systemInfoState = proxy<{ stored: StoredSystemInfo | null }>({ stored: stored() });

/** The title before the backend names one: the settings file's `systemNames`, else the catalog's (`catalogTitle`). */
export function defaultTitle(language: Language, catalogTitle: string): string {
  const names = runtimeSettings().systemNames;
  return (language === 'en' ? names?.en : names?.zh) ?? catalogTitle;
}

/** The title in `language` from what is stored (`systemInfoState.stored`), else `fallback`. */
export function titleOf(names: StoredSystemInfo | null, language: Language, fallback: string): string {
  if (!names) return fallback;
  return language === 'en' ? (names.nameen ?? names.name) : names.name;
}

const DEFAULT_LOGO = `${import.meta.env.BASE_URL}favicon.svg`;

/** The logo from what is stored, else the console's default mark. */
export function logoOf(names: StoredSystemInfo | null): string {
  return names?.logo ?? DEFAULT_LOGO;
}

/** The system title in `language`: the stored names first, else the catalog's default title. */
export function systemTitle(language: Language, fallback: string): string {
  return titleOf(stored(), language, fallback);
}

/** The logo to show: the organisation's own, else the console's default mark. */
export function systemLogo(): string {
  return logoOf(stored());
}

export function useSystemTitle(): string {
  const { t, language } = useTranslator();
  const { stored: names } = useSnapshot(systemInfoState);
  return titleOf(names, language, defaultTitle(language, t('app.title')));
}

export function useSystemLogo(): string {
  return logoOf(useSnapshot(systemInfoState).stored);
}
