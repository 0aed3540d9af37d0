import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { settings } from '../app/services';
import { createTranslator, isMessageKey, type MessageValues, type Translator } from './translator';

/** The translator for the current language; components re-render when the language changes. */
export function useTranslator(): Translator {
  const { language } = useSnapshot(settings.state);
  return useMemo(() => createTranslator(language), [language]);
}

export function useT(): Translator['t'] {
  return useTranslator().t;
}

/** Translates a key that arrives at run time (an sdk validation key, with its values); unknown text passes through. */
export function useTranslateKey(): (key: string | undefined, values?: MessageValues) => string | undefined {
  const t = useT();
  return (key, values) => (key === undefined ? undefined : isMessageKey(key) ? t(key, values) : key);
}
