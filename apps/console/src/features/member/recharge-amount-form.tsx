import { rechargeAmountSchema } from '@vigil/sdk';
import { Button, FormField, Input } from '@vigil/ui';
import { type FormEvent, useState } from 'react';
import { useT, useTranslateKey } from '../../i18n/use-t';
import { useYuan } from '../format/use-yuan';

/** The preset recharge amounts in yuan. */
export const RECHARGE_PRESETS = [10, 50, 100, 200, 500] as const;

export interface RechargeAmountFormProps {
  /** Opens the order; answers false when the server refused it (the form stays as typed). */
  onPay: (amount: number) => Promise<boolean>;
  busy: boolean;
}

/**
 * Chooses the amount: a preset, or one typed in yuan. The typed one is checked by the sdk's rechargeAmountSchema
 * (more than 0, at most two decimals, at most RECHARGE_MAX_YUAN): otherwise "the recharge amount is incorrect", shown
 * under the field with the input kept.
 */
export function RechargeAmountForm({ onPay, busy }: RechargeAmountFormProps) {
  const t = useT();
  const translate = useTranslateKey();
  const yuan = useYuan();
  const [preset, setPreset] = useState<number | null>(RECHARGE_PRESETS[1]);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = rechargeAmountSchema.safeParse(typed.trim() !== '' ? typed : (preset ?? ''));
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    await onPay(checked.data);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4" data-testid="recharge-form">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('member.presets')}</legend>
        <div className="flex flex-wrap gap-2">
          {RECHARGE_PRESETS.map((amount) => (
            <Button
              key={amount}
              type="button"
              variant={preset === amount && typed.trim() === '' ? 'primary' : 'outline'}
              aria-pressed={preset === amount && typed.trim() === ''}
              onClick={() => {
                setPreset(amount);
                setTyped('');
                setError(undefined);
              }}
            >
              {yuan(amount)}
            </Button>
          ))}
        </div>
      </fieldset>
      <FormField label={t('member.customAmount')} error={translate(error)}>
        <Input inputMode="decimal" name="amount" placeholder={t('member.customPlaceholder')} value={typed} onChange={(event) => {
            setTyped(event.target.value);
            setError(undefined);
          }} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" loading={busy}>
          {t('member.pay')}
        </Button>
      </div>
    </form>
  );
}
