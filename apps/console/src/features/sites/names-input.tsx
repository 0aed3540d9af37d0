import { Input } from '@vigil/ui';
import { useState } from 'react';
import type { CustomControlProps } from '../forms/form-types';

/** Names typed as one text, separated by commas (either width) or new lines; each trimmed, blanks dropped. */
export const splitNames = (text: string): string[] =>
  text
    .split(/[,，、\n]/)
    .map((name) => name.trim())
    .filter((name) => name !== '');

/**
 * A list of names (an entrance's work-order persons in charge) edited as one comma-separated text: the typed text
 * stays as typed, the form holds the list the sdk's rule checks.
 */
export function NamesInput({ value, onChange, aria }: CustomControlProps) {
  const [text, setText] = useState(() => (Array.isArray(value) ? value.map(String).join(', ') : ''));
  return (
    <Input
      {...aria}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(splitNames(event.target.value));
      }}
    />
  );
}
