import type { Fence } from '@vigil/sdk';
import { Tag } from '@vigil/ui';
import type { Translate } from '../../i18n/translator';
import type { ListColumn } from '../list/list-types';
import { frequencyText } from './fence-form';

/** The fences' columns: name, number, type, alarm frequency, periods, drawn shape, assigned helmets. */
export function fenceColumns(t: Translate): ListColumn<Fence>[] {
  return [
    { id: 'name', label: 'fence.name', cell: (f) => f.name },
    { id: 'number', label: 'fence.number', cell: (f) => f.number ?? '' },
    { id: 'behaviour', label: 'fence.behaviour', cell: (f) => <Tag variant={f.behaviour === 'noEntering' ? 'danger' : 'warning'}>{t(f.behaviour === 'noEntering' ? 'fence.noEntering' : 'fence.noLeaving')}</Tag> },
    { id: 'alarmFrequency', label: 'fence.frequency', cell: (f) => frequencyText(f.alarmFrequency, t) },
    { id: 'periods', label: 'fence.periods', cell: (f) => f.periods.map((p) => `${p.start}–${p.end}`).join(', ') },
    { id: 'area', label: 'fence.area', cell: (f) => t(f.shape === 'circle' ? 'fence.shapeCircle' : 'fence.shapePolygon') },
    { id: 'imeis', label: 'fence.helmets', cell: (f) => t('fence.helmetCount', { count: f.imeis?.length ?? 0 }) },
  ];
}
