import { registerFormSchema } from '@vigil/sdk/validation';
import { Button } from '@vigil/ui';
import { Link, useLocation } from 'wouter';
import { api } from '../app/api';
import { toasts } from '../app/services';
import { AuthFrame } from '../components/auth-frame';
import { BoundInput, FormAlert, useFormSubmit } from '../components/form-parts';
import { BoundSmsCodeField } from '../components/sms-code-field';
import { useForm } from '../components/use-form';
import { useT } from '../i18n/use-t';

export default function RegisterPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const form = useForm(registerFormSchema, ['username', 'password', 'confirmPassword', 'phone', 'code']);
  const { busy, error, onSubmit } = useFormSubmit(form, async (body) => {
    await api.register(body);
    toasts.toast({ title: t('register.success'), variant: 'success' });
    navigate('/login', { replace: true });
  });

  return (
    <AuthFrame heading={t('register.heading')}>
      <form className="grid gap-4" noValidate onSubmit={onSubmit}>
        <BoundInput bind={form} name="username" label={t('login.username')} autoComplete="username" />
        <BoundInput bind={form} name="password" label={t('login.password')} type="password" autoComplete="new-password" />
        <BoundInput bind={form} name="confirmPassword" label={t('register.confirmPassword')} type="password" autoComplete="new-password" />
        <BoundInput bind={form} name="phone" label={t('login.phone')} type="tel" autoComplete="tel" />
        <BoundSmsCodeField bind={form} />
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
