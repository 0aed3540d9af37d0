import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { settings } from '../app/services';
import { createTranslator, type Translator } from './translator';

/** The translator for the current language; components re-render when the language changes. */
export function useTranslator(): Translator {
  const { language } = useSnapshot(settings.state);
  return useMemo(() => createTranslator(language), [language]);
}

export function useT(): Translator['t'] {
  return useTranslator().t;
}
