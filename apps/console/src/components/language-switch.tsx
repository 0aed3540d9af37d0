import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { settings } from '../app/services';
import { LANGUAGE_NAMES, LANGUAGES, loadCatalog } from '../i18n/translator';
import { useTranslator } from '../i18n/use-t';

/**
 * Runtime language switch (zh-CN / English), remembered in the language cookies. A small
 * hand-rolled menu button (WAI-ARIA menu pattern) rather than the Radix one, because it sits on
 * /login, whose bundle must stay small.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, language } = useTranslator();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    items.current[Math.max(0, LANGUAGES.indexOf(language))]?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!trigger.current?.parentElement?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, language]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const index = items.current.indexOf(document.activeElement as HTMLButtonElement);
    const move = (to: number) => items.current[(to + LANGUAGES.length) % LANGUAGES.length]?.focus();
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(LANGUAGES.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') close();
    else return;
    event.preventDefault();
  };

  return (
    <div className={`relative inline-block ${className}`}>
      <button
        ref={trigger}
        type="button"
        data-testid="lang-switch"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`${t('layout.language')}: ${LANGUAGE_NAMES[language]}`}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
        className="inline-flex h-8 shrink-0 items-center rounded-md px-3 text-xs font-medium whitespace-nowrap hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        {LANGUAGE_NAMES[language]}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={t('layout.language')}
          tabIndex={-1}
          onKeyDown={onMenuKey}
          className="absolute right-0 z-50 mt-1 min-w-28 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {LANGUAGES.map((lang, i) => (
            <button
              key={lang}
              ref={(el) => {
                items.current[i] = el;
              }}
              type="button"
              role="menuitem"
              lang={lang}
              tabIndex={-1}
              aria-current={lang === language ? 'true' : undefined}
              onClick={() => {
                close();
                void loadCatalog(lang).then(() => settings.setLanguage(lang));
              }}
              className="block w-full rounded px-3 py-1.5 text-left text-sm hover:bg-accent focus:bg-accent focus:outline-none"
            >
              {LANGUAGE_NAMES[lang]}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
