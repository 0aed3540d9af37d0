import { type ProfileBody, profileBodySchema } from '@vigil/sdk';
import type { Profile } from '../../app/console-api';
import { fullClient } from '../../app/full-client';
import { useAfterSave } from '../data/use-after-save';
import { useT } from '../../i18n/use-t';
import { LazyFormDialog } from '../forms/lazy-form-dialog';
import { useEditing } from '../forms/use-editing';
import { PROFILE_FIELDS, type ProfileFormValues, profileValues } from './profile-form';

/**
 * 修改资料: the signed-in user's own name, phone, e-mail and gender in the generic form dialog, checked by the sdk's
 * profile rule (a phone in the phone format, an e-mail in its format, a name within its length) and saved with
 * PUT /system/user/profile; a refusal (a phone or e-mail another user holds) stays on its field. `onSaved` reloads
 * what the page shows; the user list refetches when next opened.
 */
export function useProfileDialog(onSaved: () => void) {
  const t = useT();
  // The user list's key (admin/users USERS_KEY), not imported so this page does not load the user administration.
  const afterSave = useAfterSave(['users.list']);
  const { editing, open: openEditing, close } = useEditing<{ profile: Profile }>();
  const element = editing && (
    <LazyFormDialog<ProfileFormValues>
      key={editing.key}
      open
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('userinfo.editTitle')}
      schema={profileBodySchema}
      fields={PROFILE_FIELDS}
      defaultValues={profileValues(editing.profile)}
      onSubmit={(values) => afterSave(fullClient.users.updateProfile(values as ProfileBody), 'userinfo.saved')}
      onSaved={onSaved}
    />
  );
  return { open: (profile: Profile) => openEditing({ profile }), element };
}
