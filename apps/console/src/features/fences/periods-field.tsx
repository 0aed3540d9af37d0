import type { TimePeriod } from '@vigil/sdk';
import { Button, Input } from '@vigil/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import type { CustomControlProps } from '../forms/form-types';

/**
 * A fence's time periods: a start and an end time each (`HH:mm`), rows added and removed. Emptiness and overlaps
 * are the sdk rule's to refuse (fenceFormSchema), in the form and in vigil-mock alike.
 */
export function PeriodsField({ value, onChange, aria }: CustomControlProps) {
  const t = useT();
  const periods = Array.isArray(value) ? (value as TimePeriod[]) : [];
  const set = (index: number, part: keyof TimePeriod, text: string) => onChange(periods.map((p, i) => (i === index ? { ...p, [part]: text } : p)));
  return (
    <div className="grid gap-2" data-testid="fence-periods">
      {periods.map((period, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position; its inputs hold no state of their own
        <div key={i} className="flex items-center gap-2">
          <Input
            type="time"
            aria-label={t('fence.periodStart', { index: i + 1 })}
            {...(i === 0 ? aria : { 'aria-invalid': aria['aria-invalid'] })}
            value={period.start}
            onChange={(e) => set(i, 'start', e.target.value)}
          />
          <span aria-hidden>–</span>
          <Input type="time" aria-label={t('fence.periodEnd', { index: i + 1 })} aria-invalid={aria['aria-invalid']} value={period.end} onChange={(e) => set(i, 'end', e.target.value)} />
          <Button type="button" variant="ghost" size="icon" aria-label={t('fence.removePeriod', { index: i + 1 })} onClick={() => onChange(periods.filter((_, j) => j !== i))}>
            <Trash2 aria-hidden className="size-4" />
          </Button>
        </div>
      ))}
      <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => onChange([...periods, { start: '', end: '' }])}>
        <Plus aria-hidden className="size-4" />
        {t('fence.addPeriod')}
      </Button>
    </div>
  );
}
