import { phoneLoginFormSchema } from '@vigil/sdk/validation';
import { api } from '../app/api';
import { BoundInput, FormAlert, useFormSubmit } from '../components/form-parts';
import { BoundSmsCodeField } from '../components/sms-code-field';
import { useForm } from '../components/use-form';
import { useT } from '../i18n/use-t';
import { SubmitButton, useFinishLogin } from './login-parts';

/** Sign-in by phone and SMS code: the login page's second tab, loaded when it is first opened (not part of /login's budget). */
export default function PhoneForm() {
  const t = useT();
  const finish = useFinishLogin();
  const form = useForm(phoneLoginFormSchema, ['phone', 'code']);
  const { busy, error, onSubmit } = useFormSubmit(form, async (body) => finish(await api.phoneLogin(body)), t('login.failed'));

  return (
    <form data-testid="login-form" className="grid gap-4" noValidate onSubmit={onSubmit}>
      <BoundInput bind={form} name="phone" label={t('login.phone')} data-testid="login-phone" type="tel" autoComplete="tel" />
      <BoundSmsCodeField bind={form} inputTestId="login-sms-code" sendTestId="login-send-code" />
      <FormAlert message={error} />
      <SubmitButton busy={busy} />
    </form>
  );
}

