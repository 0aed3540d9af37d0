import type { Page } from '@playwright/test';

/** Today and the six days before it in the browser's calendar (`yyyy-MM-dd`), oldest first: a module home's days. */
export async function lastWeek(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    return Array.from({ length: 7 }, (_, i) => {
      const d = new Date();
      d.setDate(d.getDate() - (6 - i));
      return day(d);
    });
  });
}
