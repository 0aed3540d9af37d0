import type { SettingsProblem } from '@vigil/sdk/settings';
import { createTranslator, type Language } from '../i18n/translator';
import { SETTINGS_FILE } from './runtime-settings';

/** What a deployer sees instead of a blank page when the settings file is refused: each bad key, by name. */
export function SettingsErrorPage({ problems, language }: { problems: readonly SettingsProblem[]; language: Language }) {
  const { t } = createTranslator(language);
  return (
    <main className="mx-auto mt-16 max-w-xl rounded border border-danger/40 bg-background p-6 text-sm" role="alert" data-testid="settings-error">
      <h1 className="mb-2 text-lg font-semibold">{t('settingsError.title', { file: SETTINGS_FILE })}</h1>
      <p className="mb-4 text-muted-foreground">{t('settingsError.body', { file: SETTINGS_FILE })}</p>
      <ul className="grid gap-1">
        {problems.map((problem) => (
          <li key={`${problem.key}:${problem.message}`}>
            <code className="font-semibold">{problem.key}</code>
            {': '}
            {problem.message === 'unknown key' ? t('settingsError.unknownKey') : problem.message === 'not valid JSON' ? t('settingsError.notJson') : t('settingsError.badValue')}
            {problem.message !== 'unknown key' && problem.message !== 'not valid JSON' ? <span className="ml-2 text-muted-foreground">({problem.message})</span> : null}
          </li>
        ))}
      </ul>
    </main>
  );
}
