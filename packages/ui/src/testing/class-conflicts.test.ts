import { describe, expect, it } from 'vitest';
import { findClassConflicts } from './class-conflicts';

describe('findClassConflicts', () => {
  it('names the utilities a later one of the same group overrides', () => {
    expect(findClassConflicts(['grid max-w-lg gap-4 max-w-md', 'text-sm h-8 text-xs'])).toEqual([
      { classes: 'grid max-w-lg gap-4 max-w-md', overridden: ['max-w-lg'] },
      { classes: 'text-sm h-8 text-xs', overridden: ['text-sm'] },
    ]);
  });

  it('accepts lists without clashes, repeats and variants of one utility', () => {
    expect(findClassConflicts(['flex w-full  w-full', 'px-4 md:px-6 hover:bg-accent bg-primary', ''])).toEqual([]);
  });
});
