import { expect, test } from './support/fixtures';
import { signInThroughForm } from './support/session';

/** The site's settings file (docs/console.md), as a deployment would put it beside index.html. */
const serveSettings = (page: import('@playwright/test').Page, body: string, status = 200) =>
  page.route('**/config.json', (route) => route.fulfill({ status, contentType: 'application/json', body }));

test('a settings file with bad keys shows a page naming each key, not a blank screen', async ({ page }) => {
  await serveSettings(page, JSON.stringify({ apibase: '/api', map: { datum: 'bd09' } }));
  await page.goto('/login');
  const error = page.getByTestId('settings-error');
  await expect(error).toBeVisible();
  await expect(error).toContainText('config.json');
  await expect(error.locator('li')).toHaveCount(2);
  await expect(error.locator('li', { hasText: 'apibase' })).toContainText(/未知的设置项|unknown key/);
  await expect(error.locator('li', { hasText: 'map.datum' })).toBeVisible();
  await expect(page.getByTestId('login-form')).toHaveCount(0);
});

test('a settings file that is not JSON is named as such', async ({ page }) => {
  await serveSettings(page, '{ apiBase: /api }');
  await page.goto('/login');
  await expect(page.getByTestId('settings-error')).toContainText(/不是有效的 JSON|not valid JSON/);
});

test('without a settings file the console starts on the build defaults', async ({ page }) => {
  await serveSettings(page, '', 404);
  await page.goto('/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page).toHaveTitle(/智安云监测平台/);
});

test('the settings file sets the API base, the first language and the site name, with no rebuild', async ({ page, mock }) => {
  await serveSettings(page, JSON.stringify({ apiBase: '/prod-api', language: 'en', systemNames: { zh: '燃气监测', en: 'Gas Watch' } }));
  // The site's web server maps /prod-api to the backend; here the test stands in for it.
  const prodApi: string[] = [];
  await page.route('**/prod-api/**', (route) => {
    prodApi.push(new URL(route.request().url()).pathname);
    return route.continue({ url: route.request().url().replace('/prod-api/', '/api/') });
  });
  const direct: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) direct.push(path);
  });
  await page.goto('/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  // A first visit gets the site's language and name.
  await expect(page.getByTestId('login-submit')).toHaveText('Sign in');
  await expect(page).toHaveTitle(/Gas Watch/);
  await signInThroughForm(page, mock);
  await expect(page.getByTestId('product').first()).toBeVisible();
  expect(prodApi).toContain('/prod-api/login');
  expect(prodApi).toContain('/prod-api/getInfo');
  // Every call went to the configured base: the page itself never asked /api.
  expect(direct).toEqual([]);
});
