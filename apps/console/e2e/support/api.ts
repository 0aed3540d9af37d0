import type { Page } from '@playwright/test';

export interface ApiBody {
  /** A JSON body (the sdk's `json` calls). */
  json?: Record<string, unknown>;
  /** A form body (the sdk's `form` calls, such as RuoYi's POST lists). */
  form?: Record<string, string>;
}

/**
 * The answer of a backend call made as the user signed in on `page` (its za_token) and in the page's time zone (as
 * the console's calls name it in Time-Zone), e.g. to compare with what the screen shows.
 */
export async function apiAs<T>(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, { json, form }: ApiBody = {}): Promise<T> {
  const token = (await page.context().cookies()).find((c) => c.name === 'za_token')?.value;
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const headers = { Authorization: `Bearer ${token}`, 'Time-Zone': timeZone };
  const response = await page.request.fetch(`/api${path}`, { method, headers, ...(json ? { data: json } : {}), ...(form ? { form } : {}) });
  return (await response.json()) as T;
}
