import { twMerge } from 'tailwind-merge';

/** A rendered class list in which one Tailwind utility overrides another, e.g. `max-w-lg max-w-md`. */
export interface ClassConflict {
  classes: string;
  /** The utilities a later one of the same group overrides. */
  overridden: string[];
}

/**
 * The class lists where utilities of one group clash. `cn()` joins classes without merging them (it keeps
 * tailwind-merge's ~9 KB gzip out of every page), so which of two clashing utilities wins would depend on the
 * stylesheet's order, not on the list: tests hold the rendered DOM to "no clashes" with this instead.
 */
export function findClassConflicts(classLists: Iterable<string>): ClassConflict[] {
  const conflicts: ClassConflict[] = [];
  const seen = new Set<string>();
  for (const list of classLists) {
    const classes = list.split(/\s+/).filter(Boolean);
    const key = classes.join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    const kept = new Set(twMerge(key).split(' '));
    const overridden = classes.filter((name) => !kept.has(name));
    if (overridden.length > 0) conflicts.push({ classes: key, overridden });
  }
  return conflicts;
}
