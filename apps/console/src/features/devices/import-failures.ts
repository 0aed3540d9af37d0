/** One refused row of an import (the sdk's importFailureSchema). */
export interface ImportFailure {
  row: number;
  field: string;
  msg: string;
}

const cell = (value: string | number): string => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * The failure file of a partial import, built from the refused rows vigil-mock and the backend report inline
 * (`failures`, with `failureFile: null`): a CSV with a header in the user's language, one line per refused row
 * (its spreadsheet row number, field and reason). The byte-order mark makes Excel read it as UTF-8.
 */
export function failuresCsv(failures: readonly ImportFailure[], header: readonly [string, string, string]): Blob {
  const lines = [header, ...failures.map((f) => [f.row, f.field, f.msg] as const)].map((line) => line.map(cell).join(','));
  return new Blob([`\uFEFF${lines.join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
}
