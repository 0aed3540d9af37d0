import { Button, FormField, Input } from '@vigil/ui';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { api } from '../app/api';
import { session } from '../app/services';
import { AuthFrame } from '../components/auth-frame';
import { errorMessage } from '../components/form-error';
import { SmsCodeField } from '../components/sms-code-field';
import { useT } from '../i18n/use-t';
import { HOME_PATH } from '../routes/access-guard';
import { safeRedirect } from '../routes/safe-redirect';
import { rules } from './validation';

type Tab = 'account' | 'phone';

function useFinishLogin() {
  const [, navigate] = useLocation();
  const search = useSearch();
  return (token: string) => {
    session.setToken(token);
    // Only a same-origin path is followed (no open redirect).
    navigate(safeRedirect(new URLSearchParams(search).get('redirect')) ?? HOME_PATH, { replace: true });
  };
}

function AccountForm() {
  const t = useT();
  const finish = useFinishLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [captcha, setCaptcha] = useState<{ enabled: boolean; image: string | null; uuid: string | null }>({
    enabled: false,
    image: null,
    uuid: null,
  });
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);

  const refreshCaptcha = useCallback(() => {
    api.captcha().then(setCaptcha, (e: unknown) => setError(errorMessage(e, t('common.requestFailed'))));
  }, [t]);
  useEffect(() => refreshCaptcha(), [refreshCaptcha]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = new Set(
      Object.entries({ username, password, ...(captcha.enabled ? { code } : {}) })
        .filter(([, v]) => v.trim() === '')
        .map(([k]) => k),
    );
    setMissing(empty);
    if (empty.size > 0) return;
    setBusy(true);
    setError(null);
    try {
      const token = await api.login({
        username: username.trim(),
        password,
        ...(captcha.enabled ? { code: code.trim(), uuid: captcha.uuid ?? '' } : {}),
      });
      finish(token);
    } catch (e) {
      setError(errorMessage(e, t('login.failed')));
      setCode('');
      if (captcha.enabled) refreshCaptcha();
    } finally {
      setBusy(false);
    }
  };

  const required = (key: string, label: string) => (missing.has(key) ? t('common.required', { field: label }) : undefined);

  return (
    <form data-testid="login-form" className="grid gap-4" noValidate onSubmit={submit}>
      <FormField label={t('login.username')} error={required('username', t('login.username'))} required>
        <Input data-testid="login-username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
      </FormField>
      <FormField label={t('login.password')} error={required('password', t('login.password'))} required>
        <Input
          data-testid="login-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      {captcha.enabled && (
        <div className="flex items-end gap-3">
          <FormField label={t('login.captcha')} error={required('code', t('login.captcha'))} required className="flex-1">
            <Input data-testid="login-captcha" autoComplete="off" value={code} onChange={(e) => setCode(e.target.value)} />
          </FormField>
          <button type="button" onClick={refreshCaptcha} className="h-9 shrink-0 overflow-hidden rounded-md border">
            {captcha.image && <img data-testid="login-captcha-img" src={captcha.image} alt={t('login.captchaImage')} className="h-full" />}
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <Button data-testid="login-submit" type="submit" loading={busy} className="w-full">
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}

function PhoneForm() {
  const t = useT();
  const finish = useFinishLogin();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [codeError, setCodeError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const checkPhone = () => {
    const bad = rules.phone(phone);
    setPhoneError(bad && t(bad));
    return bad ? null : phone.trim();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const number = checkPhone();
    const codeBad = rules.code(code);
    setCodeError(codeBad && t(codeBad));
    if (number === null || codeBad) return;
    setBusy(true);
    setError(null);
    try {
      finish(await api.phoneLogin({ phone: number, code: code.trim() }));
    } catch (e) {
      setError(errorMessage(e, t('login.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form data-testid="login-form" className="grid gap-4" noValidate onSubmit={submit}>
      <FormField label={t('login.phone')} error={phoneError} required>
        <Input data-testid="login-phone" type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
      </FormField>
      <SmsCodeField
        value={code}
        onChange={setCode}
        error={codeError}
        phone={checkPhone}
        inputTestId="login-sms-code"
        sendTestId="login-send-code"
      />
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <Button data-testid="login-submit" type="submit" loading={busy} className="w-full">
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
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
        {tab === 'account' ? <AccountForm /> : <PhoneForm />}
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
