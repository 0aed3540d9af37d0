import { readWireCode, wireCodeTable } from '@vigil/sdk/client';
import { Tag, type TagVariant } from '@vigil/ui';
import { useT } from '../../i18n/use-t';
import type { MessageKey } from '../../i18n/zh-CN';
import { DictTag } from './dict-tag';

/** A coded value's catalog word and tag colour. */
export interface CodePresentation {
  label: MessageKey;
  variant: TagVariant;
}

export interface CodeTagProps {
  /** The sdk's wire-code table of the field (`workOrderStatus`, `deviceStatus`...): it names the backend dictionary. */
  field: string;
  /** The value as the sdk read it: one of the console's meanings, or a code kept as it came. */
  value: string | null | undefined;
  /** The console's own word and colour per meaning: the fallback where the backend's dictionary has no label. */
  words: Readonly<Record<string, CodePresentation>>;
  /** The value again as a data attribute (`data-status`...), for tests and styles. */
  data?: Record<`data-${string}`, string>;
}

/**
 * One coded value: the backend dictionary's label (matched through the field's wire-code table, so a dictionary keyed
 * "0".."3" labels the meanings it reads as), else the console's word, else the raw code in a neutral tag. Never an
 * error: a code nobody has a word for is shown as it came. An absent value shows "—".
 */
export function CodeTag({ field, value, words, data }: CodeTagProps) {
  const t = useT();
  if (value === null || value === undefined || value === '') return <span {...data}>—</span>;
  const word = (one: string) => {
    const known = Object.hasOwn(words, one) ? words[one] : undefined;
    return known && { dictLabel: t(known.label), listClass: known.variant };
  };
  const dict = wireCodeTable(field)?.dict;
  if (dict) {
    return (
      <span {...data}>
        <DictTag dict={dict} value={value} fallback={word} read={(code) => readWireCode(field, code) ?? code} />
      </span>
    );
  }
  const known = word(value);
  return (
    <Tag variant={known?.listClass ?? 'default'} data-echo-style={known ? known.listClass : 'unknown'} {...data}>
      {known?.dictLabel ?? value}
    </Tag>
  );
}
