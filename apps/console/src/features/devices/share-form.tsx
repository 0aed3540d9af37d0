import { zodResolver } from '@hookform/resolvers/zod';
import { SHARE_PERMISSIONS } from '@vigil/sdk';
import { shareFormSchema } from '@vigil/sdk/validation';
import { Button, FormField, Input } from '@vigil/ui';
import { Share2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { fullClient } from '../../app/full-client';
import { useT, useTranslateKey } from '../../i18n/use-t';
import { useAfterSave } from '../data/use-after-save';

interface ShareValues {
  phone: string;
  permission: (typeof SHARE_PERMISSIONS)[number];
}

/**
 * Shares device `imei` with a phone (sensors.share), view or edit: the phone is checked by the sdk's rule (spec §5)
 * before sending; a refusal keeps what was typed and shows the server's message. A share refetches the share list.
 */
export function ShareForm({ imei }: { imei: string }) {
  const t = useT();
  const translate = useTranslateKey();
  const afterSave = useAfterSave(['sensors.shares', imei]);
  const form = useForm<ShareValues>({ resolver: zodResolver(shareFormSchema), defaultValues: { phone: '', permission: 'view' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const result = await afterSave(fullClient.sensors.share({ imei, ...values }), 'device.shared');
    if (result.code === 200) form.reset({ phone: '', permission: values.permission });
    else form.setError(result.field === 'permission' ? 'permission' : 'phone', { type: 'server', message: result.msg || t('common.requestFailed') });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
      <FormField label={t('device.sharePhone')} required error={translate(errors.phone?.message)}>
        <Input type="tel" inputMode="numeric" autoComplete="off" required {...form.register('phone')} />
      </FormField>
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{t('device.sharePermission')}</legend>
        <div className="flex h-9 items-center gap-4">
          {SHARE_PERMISSIONS.map((permission) => (
            <label key={permission} className="flex items-center gap-1.5 text-sm">
              <input type="radio" value={permission} className="size-4 accent-primary" {...form.register('permission')} />
              {t(permission === 'view' ? 'device.shareView' : 'device.shareEdit')}
            </label>
          ))}
        </div>
        {errors.permission?.message && <p className="text-sm text-danger">{translate(errors.permission.message)}</p>}
      </fieldset>
      <Button type="submit" loading={isSubmitting}>
        <Share2 aria-hidden="true" className="size-4" />
        {t('device.shareSubmit')}
      </Button>
    </form>
  );
}
