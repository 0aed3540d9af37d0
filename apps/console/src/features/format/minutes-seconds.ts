import { twoDigits } from './two-digits';

/** `m:ss` of whole seconds, e.g. 119 → "1:59": a payment's countdown, a recording's position. */
export const minutesSeconds = (seconds: number): string => `${Math.floor(seconds / 60)}:${twoDigits(seconds % 60)}`;
