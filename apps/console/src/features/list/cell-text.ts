/** A value as a table cell shows it: as it came, or "—" when absent or blank (the "—" of `orDash`). */
export const textOrDash = (value: unknown): string => (value === null || value === undefined || value === '' ? '—' : String(value));

/** A value as text, or '' when absent (for a cell's parts, ids and names, where "—" would be read as data). */
export const textOrEmpty = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
