import { probeNameIn } from '@vigil/sdk/catalogue';
import { Tag } from '@vigil/ui';
import type { Language, Translate } from '../../i18n/translator';
import type { ListColumn } from '../list/list-types';
import type { ProbeRow } from './probe-queries';
import { textOrDash as text } from '../list/cell-text';

/** A threshold with the probe's unit (`25 %LEL`). */
const withUnit = (value: unknown, unit: string | null | undefined): string => (value === null || value === undefined || value === '' ? '—' : unit ? `${String(value)} ${unit}` : String(value));

/** The probe list's columns (spec §3): number, name (the catalogue's, in the UI language), type, low alarm, high alarm, range, enabled. */
export function probeColumns(t: Translate, language: Language): ListColumn<ProbeRow>[] {
  return [
    { id: 'number', label: 'probe.number', cell: (p) => text(p.number) },
    { id: 'name', label: 'probe.name', cell: (p) => text(probeNameIn(p, language)) },
    { id: 'type', label: 'probe.type', cell: (p) => text(p.type) },
    { id: 'lowAlarm', label: 'probe.lowAlarm', cell: (p) => <span data-testid="probe-low">{withUnit(p.lowAlarm, p.unit)}</span> },
    { id: 'highAlarm', label: 'probe.highAlarm', cell: (p) => <span data-testid="probe-high">{withUnit(p.highAlarm, p.unit)}</span> },
    { id: 'range', label: 'probe.range', cell: (p) => withUnit(p.range, p.unit) },
    {
      id: 'enabled',
      label: 'probe.enabled',
      cell: (p) => <Tag variant={p.enabled ? 'success' : 'default'}>{t(p.enabled ? 'probe.on' : 'probe.off')}</Tag>,
    },
  ];
}
