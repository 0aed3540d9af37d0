import { recoverPasswordFormSchema } from '@vigil/sdk/validation';
import { useLocation } from 'wouter';
import { api } from '../app/api';
import { toasts } from '../app/services';
import { AuthForm } from '../components/auth-form';
import { BoundInput, useFormSubmit } from '../components/form-parts';
import { BoundSmsCodeField } from '../components/sms-code-field';
import { useForm } from '../components/use-form';
import { useT } from '../i18n/use-t';

/** Password recovery by SMS code (POST /v2/findPwd). */
export default function RememberPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const form = useForm(recoverPasswordFormSchema, ['phone', 'code', 'newPassword', 'confirmPassword']);
  const { busy, error, onSubmit } = useFormSubmit(form, async (body) => {
    await api.findPassword({ phone: body.phone, code: body.code, password: body.newPassword });
    toasts.toast({ title: t('remember.success'), variant: 'success' });
    navigate('/login', { replace: true });
  });

  return (
    <AuthForm heading={t('remember.heading')} submitLabel={t('remember.submit')} busy={busy} error={error} onSubmit={onSubmit}>
      <BoundInput bind={form} name="phone" label={t('login.phone')} type="tel" autoComplete="tel" />
      <BoundSmsCodeField bind={form} />
      <BoundInput bind={form} name="newPassword" label={t('remember.newPassword')} type="password" autoComplete="new-password" />
      <BoundInput bind={form} name="confirmPassword" label={t('register.confirmPassword')} type="password" autoComplete="new-password" />
    </AuthForm>
  );
}
