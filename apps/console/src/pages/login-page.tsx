// The sign-in rules without zod (the same predicates as `loginFormSchema`): /login carries no zod.
import { captchaAnswerRules, signInFormRules } from '@vigil/sdk/auth';
import { FormField, Input, Spinner } from '@vigil/ui';
import { type FormEvent, lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { api } from '../app/api';
import type { Captcha } from '../app/console-api';
import { AuthFrame } from '../components/auth-frame';
import { errorMessage } from '../components/form-error';
import { BoundInput, FormAlert, useSubmit } from '../components/form-parts';
import { useForm } from '../components/use-form';
import { useT, useTranslateKey } from '../i18n/use-t';
import { SubmitButton, useFinishLogin } from './login-parts';

type Tab = 'account' | 'phone';

const PhoneForm = lazy(() => import('./login-phone-form'));

function AccountForm() {
  const t = useT();
  const tr = useTranslateKey();
  const finish = useFinishLogin();
  // The captcha field shows only when the server enables it, so it is validated on its own (captchaAnswerRules).
  const form = useForm(signInFormRules, ['username', 'password']);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  // Undefined until the server has said whether a captcha is needed (the form says so in data-captcha).
  const [captcha, setCaptcha] = useState<Captcha | undefined>(undefined);
  const { busy, error, setError, run } = useSubmit();

  const refreshCaptcha = useCallback(() => {
    api.captcha().then(setCaptcha, (e: unknown) => setError(errorMessage(e, t('common.requestFailed'))));
  }, [t, setError]);
  useEffect(() => refreshCaptcha(), [refreshCaptcha]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate();
    const answer = captcha?.enabled ? captchaAnswerRules.safeParse(code) : null;
    setCodeError(answer && !answer.success ? answer.error.issues[0]?.message : undefined);
    if (!body || (answer && !answer.success)) return;
    void run(async () => {
      try {
        const extra = answer?.success ? { code: answer.data, uuid: captcha?.uuid ?? '' } : {};
        finish(await api.login({ username: body.username, password: body.password, ...extra }));
      } catch (e) {
        // A captcha answer is single-use: clear it and fetch a new image.
        setCode('');
        if (captcha?.enabled) refreshCaptcha();
        throw e;
      }
    }, t('login.failed'));
  };

  return (
    <form data-testid="login-form" data-captcha={captcha ? (captcha.enabled ? 'on' : 'off') : 'loading'} className="grid gap-4" noValidate onSubmit={submit}>
      <BoundInput bind={form} name="username" label={t('login.username')} data-testid="login-username" autoComplete="username" />
      <BoundInput bind={form} name="password" label={t('login.password')} data-testid="login-password" type="password" autoComplete="current-password" />
      {captcha?.enabled && (
        <div className="flex items-end gap-3">
          <FormField label={t('login.captcha')} error={tr(codeError)} required className="flex-1">
            <Input data-testid="login-captcha" autoComplete="off" value={code} onChange={(e) => setCode(e.target.value)} />
          </FormField>
          <button type="button" onClick={refreshCaptcha} aria-label={t('login.captchaImage')} className="h-9 shrink-0 overflow-hidden rounded-md border">
            {captcha.image && <img data-testid="login-captcha-img" src={captcha.image} alt={t('login.captchaImage')} className="h-full" />}
          </button>
        </div>
      )}
      <FormAlert message={error} />
      <SubmitButton busy={busy} />
    </form>
  );
}

export default function LoginPage() {
  const t = useT();
  const [tab, setTab] = useState<Tab>('account');
  const tabs: { id: Tab; label: string; testId: string }[] = [
    { id: 'account', label: t('login.tabAccount'), testId: 'login-tab-account' },
    { id: 'phone', label: t('login.tabPhone'), testId: 'login-tab-phone' },
  ];
  return (
    <AuthFrame heading={t('login.heading')}>
      <div role="tablist" className="mb-5 grid grid-cols-2 gap-1 rounded-md bg-muted p-1">
        {tabs.map(({ id, label, testId }) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`login-tab-${id}`}
            aria-selected={tab === id}
            aria-controls="login-panel"
            data-testid={testId}
            onClick={() => setTab(id)}
            className={`rounded px-3 py-1.5 text-sm ${tab === id ? 'bg-background font-medium text-foreground shadow-sm' : 'text-muted-foreground'}`}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="login-panel" aria-labelledby={`login-tab-${tab}`}>
        {tab === 'account' ? (
          <AccountForm />
        ) : (
          <Suspense fallback={<Spinner label={t('app.loading')} />}>
            <PhoneForm />
          </Suspense>
        )}
      </div>
      <nav className="mt-6 flex justify-between text-sm">
        <Link href="/register" className="text-primary hover:underline">
          {t('login.toRegister')}
        </Link>
        <Link href="/remember" className="text-primary hover:underline">
          {t('login.toRemember')}
        </Link>
        <Link href="/download" className="text-primary hover:underline">
          {t('login.toDownload')}
        </Link>
      </nav>
    </AuthFrame>
  );
}
