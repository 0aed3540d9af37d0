import { useCallback } from 'react';
import { browserTimeZone } from '../../app/time-zone';
import { useTranslator } from '../../i18n/use-t';
import { formatDateTime } from './format-date-time';

/** Formats a backend time in the current language and the browser's zone; a dash when there is none. */
export function useDateTime(): (value: unknown) => string {
  const { language } = useTranslator();
  return useCallback((value: unknown) => formatDateTime(value, language, browserTimeZone()) ?? '—', [language]);
}
