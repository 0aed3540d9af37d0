import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. It does not merge clashing Tailwind utilities: a caller's class adds to a component's, so
 * a component offers a variant for what callers change (e.g. DialogContent's `size`). The tests check rendered
 * pages for clashes (see testing/class-conflicts.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
