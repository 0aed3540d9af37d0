import { type DictData, seededDictLabel } from '@vigil/sdk';
import { Tag, toTagVariant } from '@vigil/ui';
import { useSnapshot } from 'valtio';
import { settings } from '../../app/services';
import type { Language } from '../../i18n/translator';
import { dictItem, useDict } from './use-dict';

/** What one value shows: its label, echo style and style attribute. */
export type DictValueItem = Pick<DictData, 'dictLabel' | 'listClass' | 'cssClass'>;

/** One value as RuoYi's dict-tag shows it: plain text for the default (or no) echo style, else a coloured tag. */
export function DictValue({ item }: { item: DictValueItem }) {
  const style = item.listClass ?? '';
  const className = item.cssClass ?? undefined;
  if (style === '' || style === 'default' || toTagVariant(style) !== style) {
    return (
      <span className={className} data-echo-style="default">
        {item.dictLabel}
      </span>
    );
  }
  // The label is always shown: the colour only adds to it.
  return (
    <Tag variant={toTagVariant(style)} className={className} data-echo-style={style}>
      {item.dictLabel}
    </Tag>
  );
}

export interface DictTagProps {
  /** The dictionary type, e.g. `sys_normal_disable`. */
  dict: string;
  /** The key value (or several, as a list or comma-joined); null, undefined and '' show nothing. */
  value: string | number | readonly (string | number)[] | null | undefined;
  /**
   * The console's own word (and colour) for a value it knows, in the UI language; undefined for a value it does not
   * know. See `dictValueItem` for when it is shown.
   */
  fallback?: (value: string) => DictValueItem | undefined;
  /**
   * What a dictionary item's key value means, when `value` is held in another form than the dictionary's keys (a
   * wire-code meaning such as `pending` against a RuoYi dictionary keyed "0".."3"); default: the key value itself.
   */
  read?: (dictValue: string) => string;
}

/**
 * What one value shows. In Chinese, the dictionary's label (an administrator may have renamed it), else the console's
 * word. In English, the console's word for a value it knows, in the dictionary's echo style when it has the value:
 * a RuoYi-family backend's dictionary labels are Chinese only. A value neither knows shows raw (undefined here).
 */
export function dictValueItem(fromDict: DictValueItem | undefined, word: DictValueItem | undefined, language: Language): DictValueItem | undefined {
  if (language === 'zh-CN' || !word) return fromDict ?? word;
  return fromDict ? { ...fromDict, dictLabel: word.dictLabel } : word;
}

/**
 * A stored key value shown with its dictionary's label and echo style (`<DictTag dict="sys_normal_disable" value="0" />`
 * → a primary 正常 tag); see `dictValueItem` for the console's own words. A value the dictionary lacks, or a
 * dictionary that cannot be read, shows `fallback`'s presentation, else the raw value. While the dictionary loads,
 * a value `fallback` knows shows its word; any other waits (an empty busy placeholder).
 */
export function DictTag({ dict, value, fallback, read }: DictTagProps) {
  const { data, isPending } = useDict(dict);
  // The language alone (not the translator): the words are the caller's, and a tag needs no catalog.
  const { language } = useSnapshot(settings.state);
  const values = [...new Set((Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : String(value).split(',')).map(String))];
  if (values.length === 0) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-1" data-dict={dict}>
      {values.map((one) => {
        if (isPending) {
          // The console's word shows at once, until the dictionary's label replaces it; only a value it has no word for waits.
          const word = fallback?.(one);
          return word ? <DictValue key={one} item={word} /> : <span key={one} aria-busy="true" className="inline-block h-5 w-8" />;
        }
        const found = read ? data?.find((entry) => read(entry.dictValue) === one) : dictItem(data, one);
        // A label still as seeded shows in the UI's language; one an administrator wrote shows as stored.
        const seeded = found && seededDictLabel(dict, found.dictValue, found.dictLabel, language);
        const fromDict = found && seeded ? { ...found, dictLabel: seeded } : found;
        const item = dictValueItem(fromDict, fallback?.(one), language);
        return item ? (
          <DictValue key={one} item={item} />
        ) : (
          <Tag key={one} variant="default" data-echo-style="unknown">
            {one}
          </Tag>
        );
      })}
    </span>
  );
}
