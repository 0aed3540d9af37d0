import { zodResolver } from '@hookform/resolvers/zod';
import { type SystemInfo, siteConfigEndpoints } from '@vigil/sdk';
import { systemInfoFormSchema } from '@vigil/sdk/validation';
import { FormField, Input } from '@vigil/ui';
import { useForm } from 'react-hook-form';
import { fullClient } from '../../../app/full-client';
import { toasts } from '../../../app/services';
import { useT, useTranslateKey } from '../../../i18n/use-t';
import { callPermissions } from '../../list/call-permissions';
import { AuthButton } from '../../permissions/auth-button';

interface Names {
  name: string;
  nameEn: string;
}

/** The Chinese and English system names, each at most 8 characters (spec §5), checked by the sdk's rule before saving. */
export function SystemNamesForm({ info, onSaved }: { info: SystemInfo; onSaved: () => Promise<unknown> }) {
  const t = useT();
  const translate = useTranslateKey();
  const form = useForm<Names>({ resolver: zodResolver(systemInfoFormSchema), defaultValues: { name: info.name, nameEn: info.nameEn ?? '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const result = await fullClient.siteConfig.updateSystemInfo(values);
    if (result.code === 200) {
      toasts.toast({ title: t('list.edited'), variant: 'success' });
      await onSaved();
    } else if (result.field === 'name' || result.field === 'nameEn') {
      form.setError(result.field, { type: 'server', message: result.msg });
    }
  });
  return (
    <form noValidate aria-labelledby="sysinfo-names" onSubmit={(event) => void submit(event)} className="grid max-w-md gap-4 rounded-lg border bg-card p-4">
      <h2 id="sysinfo-names" className="font-semibold">
        {t('sysinfo.names')}
      </h2>
      <FormField label={t('sysinfo.name')} required error={translate(errors.name?.message)}>
        <Input required data-testid="sysinfo-name" {...form.register('name')} />
      </FormField>
      <FormField label={t('sysinfo.nameEn')} required hint={t('sysinfo.namesHint')} error={translate(errors.nameEn?.message)}>
        <Input required data-testid="sysinfo-name-en" {...form.register('nameEn')} />
      </FormField>
      <div>
        <AuthButton type="submit" data-testid="sysinfo-save" loading={isSubmitting} permissions={callPermissions(siteConfigEndpoints.updateSystemInfo, 'user')}>
          {t('sysinfo.save')}
        </AuthButton>
      </div>
    </form>
  );
}
