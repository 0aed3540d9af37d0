import { Dialog, DialogContent, DialogHeader, DialogTitle, DialogTrigger } from '@vigil/ui';
import { useSnapshot } from 'valtio';
import { settings } from '../app/services';
import { TipIconButton } from '../components/tip-icon-button';
import { useT } from '../i18n/use-t';
import type { Theme } from '../state/settings-store';

const THEMES: { id: Theme; label: 'layout.themeLight' | 'layout.themeDark' }[] = [
  { id: 'light', label: 'layout.themeLight' },
  { id: 'dark', label: 'layout.themeDark' },
];

/** Light or dark (the `dark` class on <html>), remembered in local storage. */
export function ThemeDialog() {
  const t = useT();
  const { theme } = useSnapshot(settings.state);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <TipIconButton data-testid="theme-toggle" label={t('layout.theme')} icon="theme" />
      </DialogTrigger>
      <DialogContent closeLabel={t('layout.close')} size="sm" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t('layout.theme')}</DialogTitle>
        </DialogHeader>
        <div className="grid grid-cols-2 gap-3">
          {THEMES.map(({ id, label }) => (
            <button
              key={id}
              type="button"
              aria-pressed={theme === id}
              data-testid={`theme-${id}`}
              onClick={() => settings.setTheme(id)}
              className={`rounded-md border-2 p-4 text-sm ${theme === id ? 'border-primary' : 'border-border'} ${id === 'dark' ? 'bg-gray-900 text-gray-100' : 'bg-white text-gray-900'}`}
            >
              {t(label)}
            </button>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
