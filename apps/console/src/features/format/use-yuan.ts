import { formatYuan } from '@vigil/sdk';
import { useCallback } from 'react';
import { useTranslator } from '../../i18n/use-t';

/** Formats an amount in yuan as money in the current language (¥1,234.50); a dash when there is none. */
export function useYuan(): (value: unknown) => string {
  const { language } = useTranslator();
  return useCallback(
    (value: unknown) => {
      const amount = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
      return Number.isFinite(amount) ? formatYuan(amount, language) : '—';
    },
    [language],
  );
}
