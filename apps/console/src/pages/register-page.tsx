import { phoneSchema, registerFormSchema } from '@vigil/sdk/validation';
import { Button } from '@vigil/ui';
import type { FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { api } from '../app/api';
import { toasts } from '../app/services';
import { AuthFrame } from '../components/auth-frame';
import { BoundInput, FormAlert, useSubmit } from '../components/form-parts';
import { SmsCodeField } from '../components/sms-code-field';
import { useForm } from '../components/use-form';
import { useT, useTranslateKey } from '../i18n/use-t';

export default function RegisterPage() {
  const t = useT();
  const tr = useTranslateKey();
  const [, navigate] = useLocation();
  const form = useForm(registerFormSchema, ['username', 'password', 'confirmPassword', 'phone', 'code']);
  const { busy, error, run } = useSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    void run(async () => {
      await api.register(body);
      toasts.toast({ title: t('register.success'), variant: 'success' });
      navigate('/login', { replace: true });
    });
  };

  return (
    <AuthFrame heading={t('register.heading')}>
      <form className="grid gap-4" noValidate onSubmit={submit}>
        <BoundInput bind={form} name="username" label={t('login.username')} autoComplete="username" />
        <BoundInput bind={form} name="password" label={t('login.password')} type="password" autoComplete="new-password" />
        <BoundInput bind={form} name="confirmPassword" label={t('register.confirmPassword')} type="password" autoComplete="new-password" />
        <BoundInput bind={form} name="phone" label={t('login.phone')} type="tel" autoComplete="tel" />
        <SmsCodeField
          value={form.values.code}
          onChange={form.set('code')}
          error={tr(form.errors.code)}
          phone={() => (form.validateField('phone', phoneSchema) ? form.values.phone.trim() : null)}
        />
        <FormAlert message={error} />
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
