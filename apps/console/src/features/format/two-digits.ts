/** A date or clock field written with two digits at least (`7` → `07`), as the console writes times. */
export const twoDigits = (n: number): string => String(n).padStart(2, '0');
