import type { Linkage, LinkageForm } from '@vigil/sdk';
import { DEVICE_CATALOGUE, nameIn } from '@vigil/sdk/catalogue';
import type { Language, Translate } from '../../i18n/translator';
import type { FormFieldConfig, FormOption } from '../forms/form-types';
import type { SearchField } from '../list/list-types';
import { optionsOf } from '../list/select-field';

/** How many switch channels a rule may target (a gateway has at most 4). */
const CHANNELS = [1, 2, 3, 4];

/** A catalogue product's name in the user's language. */
export function sourceName(productId: string, language: Language): string {
  const entry = DEVICE_CATALOGUE.find((p) => p.productid === productId);
  return entry ? nameIn(entry.name, language) : productId;
}

/**
 * The rule form (linkageFormSchema): name, the product whose detectors' alarms fire it (optionally one detector by
 * IMEI), the gateway channel, the action.
 */
export function linkageFields(gateways: readonly FormOption[], t: Translate, language: Language): readonly FormFieldConfig[] {
  const sources = DEVICE_CATALOGUE.filter((p) => p.code !== 'controller').map((p) => ({ value: p.productid, text: sourceName(p.productid, language) }));
  return [
    { name: 'name', label: 'linkage.name', kind: 'text', required: true },
    { name: 'sourceProductId', label: 'linkage.source', kind: 'select', options: sources, required: true },
    { name: 'sourceImei', label: 'linkage.sourceImei', kind: 'text', blank: 'null', hint: 'linkage.sourceImeiHint' },
    { name: 'targetImei', label: 'linkage.target', kind: 'select', options: gateways, required: true },
    { name: 'channel', label: 'linkage.channel', kind: 'select', options: CHANNELS.map((c) => ({ value: String(c), text: t('gateway.channel', { channel: c }) })), required: true },
    { name: 'action', label: 'linkage.action', kind: 'select', options: optionsOf({ on: 'linkage.actionOn', off: 'linkage.actionOff' }), required: true },
  ];
}

export type LinkageValues = Record<string, string | number>;

/** A new rule: the first gateway offered, channel 1, switching on; no source chosen yet. */
export function newLinkageValues(gateways: readonly FormOption[]): LinkageValues {
  return { name: '', sourceProductId: '', sourceImei: '', targetImei: gateways[0]?.value ?? '', channel: '1', action: 'on' };
}

/** The edit form prefilled with the rule (its id travels with it). */
export function linkageValues(rule: Linkage): LinkageValues {
  return { id: rule.id, name: rule.name, sourceProductId: rule.sourceProductId, sourceImei: rule.sourceImei ?? '', targetImei: rule.targetImei, channel: String(rule.channel), action: rule.action };
}

/** The form's values, as checked by linkageFormSchema. */
export const asLinkageForm = (values: LinkageValues): LinkageForm => values as unknown as LinkageForm;

/** The rules' search form: name. */
export const LINKAGE_SEARCH_FIELDS: readonly SearchField[] = [{ name: 'name', label: 'linkage.name', kind: 'text' }];
