import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page } from '@playwright/test';
import { type HeldRequests, holdRequests } from './hold';

/** Holds the export calls matching `glob` until `exportFromToolbar` has seen its progress: on any machine, not for a time. */
export function holdExports(page: Page, glob: string): Promise<HeldRequests> {
  return holdRequests(page, glob);
}

/**
 * Clicks the toolbar's 导出, sees the progress dialog while it runs and gone after, and gives the saved file and its
 * text. `held` (holdExports) is released once the progress has been seen.
 */
export async function exportFromToolbar(page: Page, held?: HeldRequests): Promise<{ file: Download; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('toolbar').getByRole('button', { name: '导出' }).click();
  const progress = page.getByTestId('export-progress');
  await expect(progress).toBeVisible();
  await expect(progress).toContainText('正在导出');
  held?.release();
  const file = await download;
  await expect(progress).toBeHidden();
  return { file, text: await readFile((await file.path()) ?? '', 'utf8') };
}
