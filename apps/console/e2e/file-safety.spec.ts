import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { enterLayout } from './support/session';

/**
 * Issue 27: an uploaded document is data, never a page of the console's origin. An HTML and an SVG document that set
 * a global when run are uploaded, then opened from the file library: neither runs (the global stays unset) and each
 * is downloaded; a plain-text one is previewed as text.
 */

const HOSTILE = [
  { name: 'e2e-hostile.html', mimeType: 'text/html', text: '<html><body><script>window.pwned = "html"; parent.pwned = "html"</script>hostile</body></html>' },
  { name: 'e2e-hostile.svg', mimeType: 'image/svg+xml', text: '<svg xmlns="http://www.w3.org/2000/svg"><script>window.pwned = "svg"; parent.pwned = "svg"</script></svg>' },
];

/** Uploads a document into the library through the API as the signed-in user; its id. */
async function upload(page: Page, file: { name: string; mimeType: string; text: string }): Promise<string> {
  const token = (await page.context().cookies()).find((c) => c.name === 'za_token')?.value;
  const headers = { Authorization: `Bearer ${token}` };
  // Into a seeded column, as the library's 上传 puts it.
  const columns = (await (await page.request.get('/api/manager/file/listTree', { headers })).json()) as { data: { id: number }[] };
  const columnId = String(columns.data[0]?.id);
  const response = await page.request.post('/api/file/info/uploads', {
    headers,
    multipart: { files: { name: file.name, mimeType: file.mimeType, buffer: Buffer.from(file.text) }, type: 'document', columnId },
  });
  const body = (await response.json()) as { code: number; data: { ids: number[] } };
  expect(body.code).toBe(200);
  return String(body.data.ids[0]);
}

const pwned = (page: Page) => page.evaluate(() => (window as { pwned?: unknown }).pwned);

test('an HTML and an SVG document opened from the file library run no script: they are downloaded', async ({ page, mock }) => {
  await enterLayout(page, mock);
  const ids = [];
  for (const file of HOSTILE) ids.push(await upload(page, file));
  // Into the administration (user menu → 用户中心), then the file library.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-admin').click();
  await expect(page).toHaveURL((url) => url.pathname === '/usermana/usermana');
  await page.goto('/file/filelist');

  for (const [index, file] of HOSTILE.entries()) {
    const opened = page.waitForEvent('popup');
    await page.getByRole('link', { name: `打开 ${file.name}` }).click();
    const viewer = await opened;
    await expect(viewer.getByRole('heading', { level: 1 })).toHaveText(file.name);
    const saved = viewer.waitForEvent('download');
    await viewer.getByRole('button', { name: '打开文件' }).click();
    expect((await saved).suggestedFilename()).toBe(file.name);
    await expect(viewer.getByTestId('file-preview')).toHaveCount(0);
    expect(await pwned(viewer)).toBeUndefined();
    expect(await pwned(page)).toBeUndefined();
    await viewer.close();

    // Straight to the open call in the browser (cookie, no token): refused, nothing rendered.
    const direct = await page.request.get(`/api/file/info/open/${ids[index]}`);
    expect(((await direct.json()) as { code: number }).code).toBe(401);
  }
});

test('the same documents through a signed link are attachments with nosniff and a sandbox', async ({ page, mock }) => {
  await enterLayout(page, mock);
  const token = (await page.context().cookies()).find((c) => c.name === 'za_token')?.value;
  for (const file of HOSTILE) {
    const id = await upload(page, file);
    const link = (await (await page.request.get(`/api/file/info/link/${id}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { url: string } };
    const response = await page.request.get(`/api${link.data.url}`);
    expect(response.headers()['content-disposition']).toMatch(/^attachment; /);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['content-security-policy']).toContain('sandbox');
    // Navigating to it downloads it: the page stays the console's and nothing ran.
    const saved = page.waitForEvent('download');
    await page.goto(`/api${link.data.url}`).catch(() => undefined);
    expect((await saved).suggestedFilename()).toBe(file.name);
    expect(await pwned(page)).toBeUndefined();
  }
});

test('a plain-text document is previewed as text, its markup shown, not run', async ({ page, mock }) => {
  await enterLayout(page, mock);
  const text = '<script>window.pwned = "text"</script> plain words';
  const id = await upload(page, { name: 'e2e-notes.txt', mimeType: 'text/plain', text });
  await page.goto(`/appfile/${id}/e2e-notes.txt`);
  await page.getByRole('button', { name: '打开文件' }).click();
  await expect(page.getByTestId('file-preview')).toHaveText(text);
  expect(await pwned(page)).toBeUndefined();
});
