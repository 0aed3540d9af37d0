import { formatYuan } from '@vigil/sdk';
import { useCallback } from 'react';
import { useTranslator } from '../../i18n/use-t';

/** Formats an amount in yuan as money in the current language (CNY, two decimals); a dash when there is none. */
export function useYuan(): (value: unknown) => string {
  const { language } = useTranslator();
  return useCallback(
    (value: unknown) => {
      if (typeof value !== 'number' && typeof value !== 'string') return '—';
      try {
        return formatYuan(value, language);
      } catch {
        return '—';
      }
    },
    [language],
  );
}
