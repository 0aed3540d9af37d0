import { phoneSchema, recoverPasswordFormSchema } from '@vigil/sdk/validation';
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

/** Password recovery by SMS code (POST /v2/findPwd). */
export default function RememberPage() {
  const t = useT();
  const tr = useTranslateKey();
  const [, navigate] = useLocation();
  const form = useForm(recoverPasswordFormSchema, ['phone', 'code', 'newPassword', 'confirmPassword']);
  const { busy, error, run } = useSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    void run(async () => {
      await api.findPassword({ phone: body.phone, code: body.code, password: body.newPassword });
      toasts.toast({ title: t('remember.success'), variant: 'success' });
      navigate('/login', { replace: true });
    });
  };

  return (
    <AuthFrame heading={t('remember.heading')}>
      <form className="grid gap-4" noValidate onSubmit={submit}>
        <BoundInput bind={form} name="phone" label={t('login.phone')} type="tel" autoComplete="tel" />
        <SmsCodeField
          value={form.values.code}
          onChange={form.set('code')}
          error={tr(form.errors.code)}
          phone={() => (form.validateField('phone', phoneSchema) ? form.values.phone.trim() : null)}
        />
        <BoundInput bind={form} name="newPassword" label={t('remember.newPassword')} type="password" autoComplete="new-password" />
        <BoundInput bind={form} name="confirmPassword" label={t('register.confirmPassword')} type="password" autoComplete="new-password" />
        <FormAlert message={error} />
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
