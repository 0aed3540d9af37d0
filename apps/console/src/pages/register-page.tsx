import { registerFormSchema } from '@vigil/sdk/validation';
import { useLocation } from 'wouter';
import { api } from '../app/api';
import { toasts } from '../app/services';
import { AuthForm } from '../components/auth-form';
import { BoundInput, useFormSubmit } from '../components/form-parts';
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
    <AuthForm heading={t('register.heading')} submitLabel={t('register.submit')} busy={busy} error={error} onSubmit={onSubmit}>
      <BoundInput bind={form} name="username" label={t('login.username')} autoComplete="username" />
      <BoundInput bind={form} name="password" label={t('login.password')} type="password" autoComplete="new-password" />
      <BoundInput bind={form} name="confirmPassword" label={t('register.confirmPassword')} type="password" autoComplete="new-password" />
      <BoundInput bind={form} name="phone" label={t('login.phone')} type="tel" autoComplete="tel" />
      <BoundSmsCodeField bind={form} />
    </AuthForm>
  );
}
