import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './support/fixtures';
import { consoleRoot } from './support/mock-server';
import { withOwnMock } from './support/own-mock';
import { backToMainMenu, openModule, signInThroughForm } from './support/session';

const BASE = '/console/';
let outDir = '';

test.afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

const ownMock = withOwnMock(async () => {
  test.setTimeout(180_000);
  outDir = await mkdtemp(path.join(tmpdir(), 'vigil-console-subpath-'));
  // The same sources, built for a sub-path into a throw-away directory (dist stays the root build).
  await promisify(execFile)(path.join(consoleRoot, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: consoleRoot,
    env: { ...process.env, VIGIL_BASE: BASE },
  });
  return { staticDir: outDir, staticBase: BASE };
}, BASE);

test('served from /console/, the console signs in, opens a module and navigates', async ({ page }) => {
  const mock = ownMock();
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });

  await page.goto('message/message');
  await expect(page).toHaveURL((url) => url.pathname === '/console/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toMatch(/^(\/console)?\/message\/message$/);

  await signInThroughForm(page, mock);
  await expect(page).toHaveURL((url) => url.pathname === '/console/message/message');
  await expect(page.getByTestId('app-layout')).toBeVisible();

  await backToMainMenu(page);
  await expect(page).toHaveURL((url) => url.pathname === '/console/' || url.pathname === '/console');
  await openModule(page, 'house');
  await expect(page).toHaveURL((url) => url.pathname === '/console/house/house');

  await page.getByTestId('sidebar').locator('a[href$="/house-data/data"]').click();
  await expect(page).toHaveURL((url) => url.pathname === '/console/house-data/data');
  await page.reload();
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await expect(page.getByTestId('alarm-bell')).toHaveAttribute('data-connected', 'true');
  expect(failed).toEqual([]);
});
