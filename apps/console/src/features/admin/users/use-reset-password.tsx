import { resetPasswordBodySchema } from '@vigil/sdk';
import { useState } from 'react';
import { fullClient } from '../../../app/full-client';
import { toasts } from '../../../app/services';
import { useT } from '../../../i18n/use-t';
import { LazyFormDialog } from '../../forms/lazy-form-dialog';
import type { User } from './user-queries';

type ResetValues = { userId: string; password: string };

/** RuoYi's reset-password prompt (请输入"x"的新密码, 5-20 characters); success shows the new password. */
export function useResetPassword() {
  const t = useT();
  const [user, setUser] = useState<User | null>(null);
  const element = user && (
    <LazyFormDialog<ResetValues>
      key={String(user.userId)}
      open
      onOpenChange={(open) => (open ? undefined : setUser(null))}
      title={t('adminUser.resetPwdPrompt', { name: user.userName })}
      schema={resetPasswordBodySchema}
      fields={[{ name: 'password', label: 'adminUser.newPassword', kind: 'password', required: true }]}
      defaultValues={{ userId: String(user.userId), password: '' }}
      onSubmit={async (values) => {
        const result = await fullClient.users.resetPassword(values);
        if (result.code === 200) toasts.toast({ title: t('adminUser.resetPwdDone', { password: values.password }), variant: 'success' });
        return result;
      }}
    />
  );
  return { open: setUser, element };
}
