import { changePasswordFormSchema } from '@vigil/sdk/validation';
import { genderLabel } from '../features/profile/profile-form';
import { useProfileDialog } from '../features/profile/use-profile-dialog';
import { Button, Panel, Spinner } from '@vigil/ui';
import { api } from '../app/api';
import { toasts } from '../app/services';
import { errorMessage } from '../components/form-error';
import { BoundInput, FormAlert, useFormSubmit } from '../components/form-parts';
import { useForm } from '../components/use-form';
import { useRequest } from '../components/use-request';
import { useT } from '../i18n/use-t';
import type { MessageKey } from '../i18n/zh-CN';

function ChangePassword() {
  const t = useT();
  const form = useForm(changePasswordFormSchema, ['oldPassword', 'newPassword', 'confirmPassword']);
  const { busy, error, onSubmit } = useFormSubmit(form, async (body) => {
    await api.updatePassword(body.oldPassword, body.newPassword);
    toasts.toast({ title: t('userinfo.saved'), variant: 'success' });
  });
  return (
    <form className="grid max-w-md gap-4" noValidate onSubmit={onSubmit} aria-labelledby="change-password">
      <h2 id="change-password" className="font-semibold">
        {t('userinfo.changePassword')}
      </h2>
      <BoundInput bind={form} name="oldPassword" label={t('userinfo.oldPassword')} type="password" autoComplete="current-password" />
      <BoundInput bind={form} name="newPassword" label={t('userinfo.newPassword')} type="password" autoComplete="new-password" />
      <BoundInput bind={form} name="confirmPassword" label={t('userinfo.confirmPassword')} type="password" autoComplete="new-password" />
      <FormAlert message={error} />
      <Button type="submit" loading={busy} className="justify-self-start">
        {t('userinfo.save')}
      </Button>
    </form>
  );
}

/** /userinfo/userinfo: the profile (edited in 修改资料) and the password change. */
export default function UserInfoPage() {
  const t = useT();
  const [profile, reload] = useRequest(() => api.profile());
  const editor = useProfileDialog(reload);
  const sex = profile.status === 'ok' ? genderLabel(profile.data.sex) : undefined;
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
      <Panel tone="plain" title={t('userinfo.profile')} headingLevel={1}>
        {profile.status === 'loading' && <Spinner />}
        {profile.status === 'error' && (
          <p role="alert" className="text-danger">
            {errorMessage(profile.error, t('common.requestFailed'))}
          </p>
        )}
        {profile.status === 'ok' && (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              {rows.map(([label, key]) => (
                <div key={key} className="contents">
                  <dt className="text-muted-foreground">{t(label)}</dt>
                  <dd>{profile.data[key] || '—'}</dd>
                </div>
              ))}
              <dt className="text-muted-foreground">{t('userinfo.sex')}</dt>
              <dd>{sex ? t(sex) : '—'}</dd>
            </dl>
            <Button variant="outline" size="sm" className="mt-4" onClick={() => editor.open(profile.data)}>
              {t('userinfo.edit')}
            </Button>
          </>
        )}
      </Panel>
      {editor.element}
      <ChangePassword />
    </section>
  );
}
