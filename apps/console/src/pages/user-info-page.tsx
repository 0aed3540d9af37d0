import { changePasswordFormSchema } from '@vigil/sdk';
import { Button, FormField, Input, Spinner } from '@vigil/ui';
import { type FormEvent, useState } from 'react';
import { api } from '../app/api';
import { toasts } from '../app/services';
import { errorMessage } from '../components/form-error';
import { useForm } from '../components/use-form';
import { useRequest } from '../components/use-request';
import { useT, useTranslateKey } from '../i18n/use-t';
import type { MessageKey } from '../i18n/zh-CN';

function ChangePassword() {
  const t = useT();
  const form = useForm(changePasswordFormSchema, ['oldPassword', 'newPassword', 'confirmPassword']);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tr = useTranslateKey();
  const err = (key: keyof typeof form.values) => tr(form.errors[key]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    setBusy(true);
    setError(null);
    try {
      await api.updatePassword(body.oldPassword, body.newPassword);
      toasts.toast({ title: t('userinfo.saved'), variant: 'success' });
    } catch (e) {
      setError(errorMessage(e, t('common.requestFailed')));
    } finally {
      setBusy(false);
    }
  };
  const field = (key: keyof typeof form.values, label: MessageKey) => (
    <FormField label={t(label)} error={err(key)} required>
      <Input type="password" autoComplete={key === 'oldPassword' ? 'current-password' : 'new-password'} value={form.values[key]} onChange={(e) => form.set(key)(e.target.value)} />
    </FormField>
  );
  return (
    <form className="grid max-w-md gap-4" noValidate onSubmit={submit} aria-labelledby="change-password">
      <h2 id="change-password" className="font-semibold">
        {t('userinfo.changePassword')}
      </h2>
      {field('oldPassword', 'userinfo.oldPassword')}
      {field('newPassword', 'userinfo.newPassword')}
      {field('confirmPassword', 'userinfo.confirmPassword')}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <Button type="submit" loading={busy} className="justify-self-start">
        {t('userinfo.save')}
      </Button>
    </form>
  );
}

/** /userinfo/userinfo: the profile and the password change. */
export default function UserInfoPage() {
  const t = useT();
  const [profile] = useRequest(() => api.profile());
  const rows: [MessageKey, keyof Awaited<ReturnType<typeof api.profile>>][] = [
    ['userinfo.userName', 'userName'],
    ['userinfo.nickName', 'nickName'],
    ['userinfo.phone', 'phone'],
    ['userinfo.email', 'email'],
    ['userinfo.dept', 'dept'],
    ['userinfo.role', 'roles'],
    ['userinfo.created', 'createTime'],
  ];
  return (
    <section className="grid gap-8 p-4 md:grid-cols-[320px_1fr]">
      <div className="rounded-lg border p-4">
        <h1 className="mb-3 font-semibold">{t('userinfo.profile')}</h1>
        {profile.status === 'loading' && <Spinner />}
        {profile.status === 'error' && (
          <p role="alert" className="text-danger">
            {errorMessage(profile.error, t('common.requestFailed'))}
          </p>
        )}
        {profile.status === 'ok' && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {rows.map(([label, key]) => (
              <div key={key} className="contents">
                <dt className="text-muted-foreground">{t(label)}</dt>
                <dd>{profile.data[key] || '—'}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <ChangePassword />
    </section>
  );
}
