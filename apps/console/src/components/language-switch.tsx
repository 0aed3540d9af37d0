import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@vigil/ui';
import { settings } from '../app/services';
import { LANGUAGE_NAMES, LANGUAGES } from '../i18n/translator';
import { useTranslator } from '../i18n/use-t';

/** Runtime language switch (zh-CN / English), remembered in the language cookies. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, language } = useTranslator();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" data-testid="lang-switch" aria-label={t('layout.language')} className={className}>
          {LANGUAGE_NAMES[language]}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {LANGUAGES.map((lang) => (
          <DropdownMenuItem key={lang} lang={lang} onSelect={() => settings.setLanguage(lang)}>
            {LANGUAGE_NAMES[lang]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
