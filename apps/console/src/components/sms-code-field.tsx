import { SMS_CODE_VALID_MS } from '@vigil/sdk/constants';
import { phoneSchema } from '@vigil/sdk/validation';
import { Button, FormField, Input } from '@vigil/ui';
import { useState } from 'react';
import { api } from '../app/api';
import { useT, useTranslateKey } from '../i18n/use-t';
import { errorMessage } from './form-error';
import type { FormSchema } from './use-form';
import { useCountdown } from './use-countdown';

/** Spec §5: the SMS code is valid two minutes; resending waits as long. */
export const SMS_RESEND_SECONDS = SMS_CODE_VALID_MS / 1000;

export interface SmsCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** Validates the phone and returns it, or null (the caller shows the phone error). */
  phone: () => string | null;
  inputTestId?: string;
  sendTestId?: string;
}

/** SMS code input with its send button and the 120 s resend countdown. */
export function SmsCodeField({ value, onChange, error, phone, inputTestId, sendTestId }: SmsCodeFieldProps) {
  const t = useT();
  const [left, startCountdown] = useCountdown(SMS_RESEND_SECONDS);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const send = async () => {
    const number = phone();
    if (number === null) return;
    try {
      await api.sendPhoneCode(number);
      startCountdown();
      setStatus({ ok: true, text: t('login.codeSent') });
    } catch (e) {
      setStatus({ ok: false, text: errorMessage(e, t('common.requestFailed')) });
    }
  };
  return (
    <div className="grid gap-1.5">
      <div className="flex items-end gap-3">
        <FormField label={t('login.smsCode')} error={error} required className="flex-1">
          <Input data-testid={inputTestId} autoComplete="one-time-code" value={value} onChange={(e) => onChange(e.target.value)} />
        </FormField>
        <Button data-testid={sendTestId} variant="outline" disabled={left > 0} onClick={send} className="shrink-0">
          {left > 0 ? t('login.resendIn', { seconds: left }) : t('login.sendCode')}
        </Button>
      </div>
      {status && (
        <p role={status.ok ? 'status' : 'alert'} className={`text-sm ${status.ok ? 'text-muted-foreground' : 'text-danger'}`}>
          {status.text}
        </p>
      )}
    </div>
  );
}

/** The part of a `useForm` form with `phone` and `code` fields that the SMS code field needs. */
interface PhoneCodeForm {
  values: Record<'phone' | 'code', string>;
  errors: Partial<Record<'phone' | 'code', string>>;
  set: (key: 'code') => (value: string) => void;
  validateField: (key: 'phone', schema: FormSchema<unknown>) => boolean;
}

/** The SMS code field wired to a form's `code`, sending to its `phone` once that passes the phone rule. */
export function BoundSmsCodeField({ bind, ...testIds }: { bind: PhoneCodeForm; inputTestId?: string; sendTestId?: string }) {
  const tr = useTranslateKey();
  return (
    <SmsCodeField
      value={bind.values.code}
      onChange={bind.set('code')}
      error={tr(bind.errors.code)}
      phone={() => (bind.validateField('phone', phoneSchema) ? bind.values.phone.trim() : null)}
      {...testIds}
    />
  );
}
