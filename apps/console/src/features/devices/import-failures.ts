import { csvBlob } from '../export/csv';

/** One refused row of an import (the sdk's importFailureSchema). */
export interface ImportFailure {
  row: number;
  field: string;
  msg: string;
}


/**
 * The failure file of a partial import, built from the refused rows vigil-mock and the backend report inline
 * (`failures`, with `failureFile: null`): a CSV with a header in the user's language, one line per refused row
 * (its spreadsheet row number, field and reason). The byte-order mark makes Excel read it as UTF-8.
 */
export function failuresCsv(failures: readonly ImportFailure[], header: readonly [string, string, string]): Blob {
  return csvBlob([header, ...failures.map((f) => [f.row, f.field, f.msg])]);
}
