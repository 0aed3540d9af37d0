import { Button, FormField, Input } from '@vigil/ui';
import { useT } from '../../i18n/use-t';
import { defaultCustomDays, RANGE_PRESETS, type RangeChoice } from './range-presets';

interface RangePickerProps {
  choice: RangeChoice;
  timeZone: string;
  onChange: (choice: RangeChoice) => void;
}

/** The range presets as a group of toggle buttons, and for a custom range its first and last day. */
export function RangePicker({ choice, timeZone, onChange }: RangePickerProps) {
  const t = useT();
  const pick = (preset: RangeChoice['preset']) => onChange(preset === 'custom' ? { preset, ...defaultCustomDays(timeZone, Date.now()), ...(choice.preset === 'custom' ? choice : {}) } : { preset });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <fieldset className="flex flex-wrap gap-1">
        <legend className="sr-only">{t('history.range')}</legend>
        {RANGE_PRESETS.map((preset) => (
          <Button key={preset} size="sm" variant={choice.preset === preset ? 'primary' : 'outline'} aria-pressed={choice.preset === preset} onClick={() => pick(preset)}>
            {t(`history.preset.${preset}`)}
          </Button>
        ))}
      </fieldset>
      {choice.preset === 'custom' && (
        <>
          <FormField label={t('history.from')} className="w-40">
            <Input type="date" name="from" value={choice.from ?? ''} max={choice.to} onChange={(e) => onChange({ ...choice, from: e.target.value })} />
          </FormField>
          <FormField label={t('history.to')} className="w-40">
            <Input type="date" name="to" value={choice.to ?? ''} min={choice.from} onChange={(e) => onChange({ ...choice, to: e.target.value })} />
          </FormField>
        </>
      )}
    </div>
  );
}
