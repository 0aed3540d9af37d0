import type { Page } from '@playwright/test';
import { type ClassConflict, findClassConflicts } from '@vigil/ui/class-conflicts';

/** Rendered class lists of the page (portals included) whose Tailwind utilities clash. */
export async function pageClassConflicts(page: Page): Promise<ClassConflict[]> {
  const lists = await page.evaluate(() => [...document.querySelectorAll('[class]')].map((element) => element.getAttribute('class') ?? ''));
  return findClassConflicts(lists);
}

export function describeConflicts(conflicts: readonly ClassConflict[]): string {
  return conflicts.map((conflict) => `${conflict.overridden.join(' ')} overridden in "${conflict.classes}"`).join('\n');
}
