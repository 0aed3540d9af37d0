import type { Language } from '../i18n/translator';
import { useTranslator } from '../i18n/use-t';
import { LOCAL } from '../storage/storage-keys';
import { local } from './services';

/** zhy-sysInfo (spec §3): the organisation's own system names, when the system settings stored them. */
function storedNames(): { name: string; nameen: string | null } | null {
  return local.get(LOCAL.sysInfo, (v) => {
    if (typeof v !== 'object' || v === null) return null;
    const { name, nameen } = v as Record<string, unknown>;
    return typeof name === 'string' && name.trim() ? { name, nameen: typeof nameen === 'string' && nameen.trim() ? nameen : null } : null;
  });
}

/** The system title in `language`: the stored names first, else the catalog's default title. */
export function systemTitle(language: Language, fallback: string): string {
  const names = storedNames();
  if (!names) return fallback;
  return language === 'en' ? (names.nameen ?? names.name) : names.name;
}

export function useSystemTitle(): string {
  const { t, language } = useTranslator();
  return systemTitle(language, t('app.title'));
}
