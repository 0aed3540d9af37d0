import { phoneSchema, recoverPasswordFormSchema } from '@vigil/sdk';
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

/** Password recovery by SMS code (POST /v2/findPwd). */
export default function RememberPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const form = useForm(recoverPasswordFormSchema, ['phone', 'code', 'newPassword', 'confirmPassword']);
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
      await api.findPassword({ phone: body.phone, code: body.code, password: body.newPassword });
      toasts.toast({ title: t('remember.success'), variant: 'success' });
      navigate('/login', { replace: true });
    } catch (e) {
      setError(errorMessage(e, t('common.requestFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame heading={t('remember.heading')}>
      <form className="grid gap-4" noValidate onSubmit={submit}>
        <FormField label={t('login.phone')} error={err('phone')} required>
          <Input type="tel" autoComplete="tel" value={form.values.phone} onChange={(e) => form.set('phone')(e.target.value)} />
        </FormField>
        <SmsCodeField
          value={form.values.code}
          onChange={form.set('code')}
          error={err('code')}
          phone={() => (form.validateField('phone', phoneSchema) ? form.values.phone.trim() : null)}
        />
        <FormField label={t('remember.newPassword')} error={err('newPassword')} required>
          <Input type="password" autoComplete="new-password" value={form.values.newPassword} onChange={(e) => form.set('newPassword')(e.target.value)} />
        </FormField>
        <FormField label={t('register.confirmPassword')} error={err('confirmPassword')} required>
          <Input
            type="password"
            autoComplete="new-password"
            value={form.values.confirmPassword}
            onChange={(e) => form.set('confirmPassword')(e.target.value)}
          />
        </FormField>
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <Button type="submit" loading={busy} className="w-full">
          {t('remember.submit')}
        </Button>
      </form>
      <Link href="/login" className="mt-6 block text-center text-sm text-primary hover:underline">
        {t('register.toLogin')}
      </Link>
    </AuthFrame>
  );
}
