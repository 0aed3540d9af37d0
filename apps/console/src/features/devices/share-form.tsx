import { zodResolver } from '@hookform/resolvers/zod';
import { SHARE_PERMISSIONS } from '@vigil/sdk';
import { shareBodySchema } from '@vigil/sdk';
import { shareFormSchema } from '@vigil/sdk/validation';
import { Button, FormField, Input, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@vigil/ui';
import { Share2 } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { fullClient } from '../../app/full-client';
import { useT, useTranslateKey } from '../../i18n/use-t';
import { useAfterSave } from '../data/use-after-save';
import type { FormOption } from '../forms/form-types';

interface ShareValues {
  imei: string;
  phone: string;
  permission: (typeof SHARE_PERMISSIONS)[number];
}

/** The device shared: one given (`imei`), or one the user picks from `devices` (a module's). */
export type ShareFormProps = { imei: string; devices?: undefined } | { imei?: undefined; devices: readonly FormOption[] };

/**
 * Shares a device with a phone (sensors.share), view or edit: the phone is checked by the sdk's rule (spec §5)
 * before sending; a refusal keeps what was typed and shows the server's message. A share refetches the share lists.
 * Given `devices` instead of `imei`, the form starts with a select of them.
 */
export function ShareForm({ imei, devices }: ShareFormProps) {
  const t = useT();
  const translate = useTranslateKey();
  const afterSave = useAfterSave(['sensors.shares']);
  const picks = devices !== undefined;
  const form = useForm<ShareValues>({
    // The picked device is checked with the rest (shareBodySchema); a given one travels outside the form.
    resolver: (picks ? zodResolver(shareBodySchema) : zodResolver(shareFormSchema)) as Resolver<ShareValues>,
    defaultValues: { imei: imei ?? devices?.[0]?.value ?? '', phone: '', permission: 'view' },
  });
  const { errors, isSubmitting } = form.formState;
  // The first device once the module's devices have loaded.
  const firstDevice = devices?.[0]?.value;
  useEffect(() => {
    if (firstDevice !== undefined && form.getValues('imei') === '') form.setValue('imei', firstDevice);
  }, [firstDevice, form]);

  const submit = form.handleSubmit(async (values) => {
    const result = await afterSave(fullClient.sensors.share({ ...values, imei: imei ?? values.imei }), 'device.shared');
    if (result.code === 200) form.reset({ imei: values.imei, phone: '', permission: values.permission });
    else form.setError(result.field === 'permission' || result.field === 'imei' ? result.field : 'phone', { type: 'server', message: result.msg || t('common.requestFailed') });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={picks ? 'grid gap-3 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end' : 'grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end'}>
      {devices && (
        <FormField label={t('notify.device')} required error={translate(errors.imei?.message)}>
          {(aria) => (
            <Controller
              control={form.control}
              name="imei"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger {...aria} name="imei" ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue placeholder={t('list.selectPlaceholder', { label: t('notify.device') })} />
                  </SelectTrigger>
                  <SelectContent>
                    {devices.map((option) => (
                      <SelectItem key={option.value} value={option.value}>
                        {'text' in option ? option.text : t(option.label)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
      )}
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
