import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { createTranslator } from '../i18n/translator';
import { APPFILE_PREFIX } from '../routes/route-table';
import { settings } from './services';
import { systemTitle } from './system-title';

/** Mirrors settings onto <html>: lang, the `dark` class and the page title. */
export function useDocumentSettings(): void {
  const { language, theme } = useSnapshot(settings.state);
  useEffect(() => {
    const html = document.documentElement;
    html.lang = language;
    html.classList.toggle('dark', theme === 'dark');
    document.title = systemTitle(language, createTranslator(language).t('app.title'));
  }, [language, theme]);
}

/** Body scrolling only on appfile paths (spec §2); everything else scrolls inside its own panes. */
export function useBodyScroll(): void {
  const [path] = useLocation();
  useEffect(() => {
    const scroll = path === APPFILE_PREFIX || path.startsWith(`${APPFILE_PREFIX}/`);
    document.body.style.overflow = scroll ? 'auto' : 'hidden';
  }, [path]);
}
