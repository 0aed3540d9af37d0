import { probeNameIn } from '@vigil/sdk/catalogue';
import { cn, Tag } from '@vigil/ui';
import type { Translate } from '../../i18n/translator';
import { formatReading } from './format-reading';
import type { AlarmDirection } from '@vigil/sdk';
import { type Reading, type ReadingState, stateLook } from './reading-state';

/** A state as a coloured tag with its word (never colour alone), worded the way its probe alarms (`direction`). */
export function StateTag({ state, direction, t }: { state: ReadingState; direction?: AlarmDirection; t: Translate }) {
  const look = stateLook(state, direction);
  return (
    <Tag variant={look.variant} data-reading-state={state}>
      {t(look.label)}
    </Tag>
  );
}

/** A probe's name, for the screen: the catalogue's in the UI language, else the backend's name, else its number. */
export const probeName = (reading: Reading, language: string): string => probeNameIn({ type: reading.type, name: reading.name }, language, String(reading.probe ?? ''));

/** One probe's value with its unit; a changed one is highlighted for a moment (data-changed). */
export function ReadingValue({ reading, language, changed }: { reading: Reading; language: string; changed: boolean }) {
  return (
    <span
      data-probe={String(reading.probe ?? '')}
      data-changed={changed ? 'true' : undefined}
      className={cn('rounded px-1 tabular-nums transition-colors duration-700', changed && 'bg-warning-soft text-warning-soft-foreground font-semibold')}
    >
      {formatReading(reading.value, reading.unit, language)}
    </span>
  );
}
