import { phoneSchema, registerFormSchema } from '@vigil/sdk';
import { Button, FormField, Input } from '@vigil/ui';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { api } from '../app/api';
import { toasts } from '../app/services';
import { AuthFrame } from '../components/auth-frame';
import { errorMessage } from '../components/form-error';
import { SmsCodeField } from '../components/sms-code-field';
import { useForm } from '../components/use-form';
import { useT, useTranslateKey } from '../i18n/use-t';

export default function RegisterPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const form = useForm(registerFormSchema, ['username', 'password', 'confirmPassword', 'phone', 'code']);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tr = useTranslateKey();
  const err = (key: keyof typeof form.values) => tr(form.errors[key]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    setBusy(true);
    setError(null);
    try {
      await api.register(body);
      toasts.toast({ title: t('register.success'), variant: 'success' });
      navigate('/login', { replace: true });
    } catch (e) {
      setError(errorMessage(e, t('common.requestFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame heading={t('register.heading')}>
      <form className="grid gap-4" noValidate onSubmit={submit}>
        <FormField label={t('login.username')} error={err('username')} required>
          <Input autoComplete="username" value={form.values.username} onChange={(e) => form.set('username')(e.target.value)} />
        </FormField>
        <FormField label={t('login.password')} error={err('password')} required>
          <Input type="password" autoComplete="new-password" value={form.values.password} onChange={(e) => form.set('password')(e.target.value)} />
        </FormField>
        <FormField label={t('register.confirmPassword')} error={err('confirmPassword')} required>
          <Input
            type="password"
            autoComplete="new-password"
            value={form.values.confirmPassword}
            onChange={(e) => form.set('confirmPassword')(e.target.value)}
          />
        </FormField>
        <FormField label={t('login.phone')} error={err('phone')} required>
          <Input type="tel" autoComplete="tel" value={form.values.phone} onChange={(e) => form.set('phone')(e.target.value)} />
        </FormField>
        <SmsCodeField
          value={form.values.code}
          onChange={form.set('code')}
          error={err('code')}
          phone={() => (form.validateField('phone', phoneSchema) ? form.values.phone.trim() : null)}
        />
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <Button type="submit" loading={busy} className="w-full">
          {t('register.submit')}
        </Button>
      </form>
      <Link href="/login" className="mt-6 block text-center text-sm text-primary hover:underline">
        {t('register.toLogin')}
      </Link>
    </AuthFrame>
  );
}
