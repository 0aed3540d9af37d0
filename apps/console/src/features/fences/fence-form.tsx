import { FENCE_ALARM_FREQUENCIES, type Fence, type FenceBody } from '@vigil/sdk';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@vigil/ui';
import { lazy, type MutableRefObject, Suspense } from 'react';
import type { Translate } from '../../i18n/translator';
import type { FormFieldConfig, FormOption } from '../forms/form-types';
import type { SearchField } from '../list/list-types';
import { optionsOf } from '../list/select-field';
import type { MapTiles } from '../map/map-tiles';
import type { DrawnShape, LngLat } from './fence-shape';
import { PeriodsField } from './periods-field';

const FenceDrawMap = lazy(() => import('./fence-draw-map'));

export type FenceValues = Record<string, unknown>;

/** An alarm frequency's words: 0 is unlimited, else minutes. */
export function frequencyText(minutes: number, t: Translate): string {
  return minutes === 0 ? t('fence.frequencyUnlimited') : t('fence.frequencyMinutes', { minutes });
}

export interface FenceFieldsContext {
  helmets: readonly FormOption[];
  tiles: MapTiles;
  /** Where the map starts for a new fence (the first helmet's place). */
  home: LngLat | null;
  /** What the last drawing was (a polygon or a circle), read when the form is saved. */
  drawn: MutableRefObject<DrawnShape | null>;
  t: Translate;
}

/**
 * The fence editor's fields, checked by the sdk's fenceFormSchema (the rule vigil-mock applies too): name, number,
 * type, alarm frequency (0, 1, 5, 10, 30, 60 minutes), time periods, the drawn area, the assigned helmets.
 */
export function fenceFields({ helmets, tiles, home, drawn, t }: FenceFieldsContext): readonly FormFieldConfig[] {
  return [
    { name: 'name', label: 'fence.name', kind: 'text', required: true },
    { name: 'number', label: 'fence.number', kind: 'text', blank: 'null' },
    { name: 'behaviour', label: 'fence.behaviour', kind: 'select', options: optionsOf({ noLeaving: 'fence.noLeaving', noEntering: 'fence.noEntering' }), required: true },
    {
      name: 'alarmFrequency',
      label: 'fence.frequency',
      kind: 'custom',
      required: true,
      control: ({ value, onChange, aria }) => (
        <Select value={String(value ?? 0)} onValueChange={(v) => onChange(Number(v))}>
          <SelectTrigger {...aria}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {FENCE_ALARM_FREQUENCIES.map((m) => (
              <SelectItem key={m} value={String(m)}>
                {frequencyText(m, t)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ),
    },
    { name: 'periods', label: 'fence.periods', kind: 'custom', required: true, control: (props) => <PeriodsField {...props} /> },
    {
      name: 'area',
      label: 'fence.area',
      kind: 'custom',
      required: true,
      hint: 'fence.areaHint',
      control: ({ value, onChange, aria }) => (
        <Suspense fallback={<div className="h-72 rounded-md border border-input" />}>
          <FenceDrawMap
            id={aria.id}
            area={Array.isArray(value) ? (value as LngLat[]) : []}
            shape={drawn.current?.shape ?? 'polygon'}
            tiles={tiles}
            home={home}
            onDrawn={(area, shape) => {
              drawn.current = shape;
              onChange(area);
            }}
          />
        </Suspense>
      ),
    },
    { name: 'imeis', label: 'fence.helmets', kind: 'checkboxes', options: helmets, empty: 'fence.helmetsNone' },
  ];
}

/** A new fence: no leaving, unlimited alarms, one working-day period, nothing drawn, no helmets. */
export function newFenceValues(): FenceValues {
  return { name: '', number: '', behaviour: 'noLeaving', alarmFrequency: 0, periods: [{ start: '08:00', end: '18:00' }], area: [], imeis: [] };
}

/** The edit form prefilled with the fence (its id travels with it). */
export function fenceValues(fence: Fence): FenceValues {
  const { id, name, behaviour, alarmFrequency, area } = fence;
  const periods = fence.periods.map((p) => ({ start: p.start, end: p.end }));
  return { id, name, number: fence.number ?? '', behaviour, alarmFrequency, periods, area, imeis: fence.imeis ?? [], shape: fence.shape ?? 'polygon', circle: fence.circle ?? null };
}

/**
 * The saved body: the checked form (fenceBodySchema) plus what was drawn, a circle with its centre and radius. An
 * edit that drew nothing new keeps the fence's own shape (in its values).
 */
export function fenceBodyOf(values: FenceValues, drawn: DrawnShape | null): FenceBody {
  const body = values as unknown as FenceBody;
  return drawn ? { ...body, shape: drawn.shape, circle: drawn.circle } : body;
}

/** The fences' search form: name. */
export const FENCE_SEARCH_FIELDS: readonly SearchField[] = [{ name: 'name', label: 'fence.name', kind: 'text' }];
