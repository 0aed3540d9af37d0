import { useEffect } from 'react';
import { subscribe, useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { createTranslator } from '../i18n/translator';
import type { MessageKey } from '../i18n/zh-CN';
import { APPFILE_PREFIX } from '../routes/route-table';
import { alarmCount } from './alarm-count';
import { pageTitle, withAlarmCount } from './page-title';
import { settings } from './services';
import { defaultTitle, logoOf, systemInfoState, titleOf } from './system-title';

/** Mirrors settings onto <html>: lang and the `dark` class. */
export function useDocumentSettings(): void {
  const { language, theme } = useSnapshot(settings.state);
  useEffect(() => {
    const html = document.documentElement;
    html.lang = language;
    html.classList.toggle('dark', theme === 'dark');
  }, [language, theme]);
}

/**
 * The tab title (and icon) follows the page: "<page title> - <system title>" (the system title alone off any route), led by
 * the number of active alarms while there are any: "(3) 智安云监测平台".
 */
export function useDocumentTitle(pageKey: MessageKey | null): void {
  const { language } = useSnapshot(settings.state);
  useEffect(() => {
    const { t } = createTranslator(language);
    // The count changes with every alarm, the system name with a save of the settings: either rewrites the title
    // without re-rendering the routes.
    const apply = () => {
      // From memory (systemInfoState), not local storage: this runs with every alarm.
      const { stored } = systemInfoState;
      document.title = withAlarmCount(pageTitle(pageKey ? t(pageKey) : null, titleOf(stored, language, defaultTitle(language, t('app.title')))), alarmCount.active);
      // The tab's icon is the system logo too: the organisation's own once saved, else the console's mark.
      const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      const logo = logoOf(stored);
      if (icon && icon.getAttribute('href') !== logo) {
        icon.removeAttribute('type');
        icon.href = logo;
      }
    };
    apply();
    const unsubscribeAlarms = subscribe(alarmCount, apply);
    const unsubscribeNames = subscribe(systemInfoState, apply);
    return () => {
      unsubscribeAlarms();
      unsubscribeNames();
    };
  }, [language, pageKey]);
}

/** Body scrolling only on appfile paths (spec §2); everything else scrolls inside its own panes. */
export function useBodyScroll(): void {
  const [path] = useLocation();
  useEffect(() => {
    const scroll = path === APPFILE_PREFIX || path.startsWith(`${APPFILE_PREFIX}/`);
    document.body.style.overflow = scroll ? 'auto' : 'hidden';
  }, [path]);
}
