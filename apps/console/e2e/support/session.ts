import { type APIRequestContext, type Browser, type Page, expect } from '@playwright/test';
import type { MockControl } from './mock-control';

export interface Account {
  username: string;
  password: string;
}

export const admin: Account = { username: 'admin', password: 'admin123' };
export const operator: Account = { username: 'operator', password: 'operator123' };

/**
 * Signs in through the login form with the real captcha: the uuid comes from the
 * captchaImage response the page itself received, the answer from the control API.
 * The caller is expected to be on (or redirected to) /login already.
 */
export async function signInThroughForm(page: Page, mock: MockControl, account: Account = admin): Promise<void> {
  const form = page.getByTestId('login-form');
  await expect(form).toBeVisible();
  // Whether a captcha is asked is known only once the page's captchaImage call has answered.
  await expect(form).not.toHaveAttribute('data-captcha', 'loading');
  await page.getByTestId('login-username').fill(account.username);
  await page.getByTestId('login-password').fill(account.password);
  const captcha = page.getByTestId('login-captcha');
  if (await captcha.count()) await captcha.fill(await mock.captchaAnswer(await currentCaptchaUuid(page)));
  await page.getByTestId('login-submit').click();
}

const captchaUuids = new WeakMap<Page, string[]>();

/**
 * Records the uuid of every captchaImage response the page receives. Installed on every
 * test page by the fixtures, before the first navigation, so no response is missed.
 */
export function trackCaptcha(page: Page): void {
  const uuids: string[] = [];
  captchaUuids.set(page, uuids);
  page.on('response', async (response) => {
    if (!response.url().includes('/captchaImage')) return;
    const body = (await response.json().catch(() => undefined)) as { uuid?: unknown } | undefined;
    if (typeof body?.uuid === 'string') uuids.push(body.uuid);
  });
}

/** The uuid of the captcha on screen: the latest one the page received. */
async function currentCaptchaUuid(page: Page): Promise<string> {
  const uuids = captchaUuids.get(page);
  if (!uuids) throw new Error('trackCaptcha(page) was not installed before navigation');
  await expect.poll(() => uuids.length, { message: 'the login page loads a captcha' }).toBeGreaterThan(0);
  return uuids[uuids.length - 1] as string;
}

/**
 * Signs in as `account` through the API (captcha, then POST /login) and opens the product chooser with the token in
 * its cookie, as the login page leaves it. Most tests are not about the login form: walking it in every test cost a
 * page load and a captcha each. The form itself is covered by the specs that call `signInThroughForm`.
 */
export async function signIn(page: Page, mock: MockControl, account: Account = admin): Promise<void> {
  await tokenCookie(page, mock, account);
  await page.goto('./');
  await expect(page.getByTestId('product').first()).toBeVisible();
}

/** Signs `account` in through the API and leaves its token in the page's cookie, as the login page does; the backend's origin. */
export async function tokenCookie(page: Page, mock: MockControl, account: Account = admin): Promise<string> {
  const { token, origin } = await apiSignIn(page.request, mock, account);
  // The console's cookie jar writes `za_token` URI-encoded, on path /, SameSite=Lax (src/storage/cookie-jar.ts).
  await page.context().addCookies([{ name: 'za_token', value: encodeURIComponent(token), url: `${origin}/`, sameSite: 'Lax' }]);
  return origin;
}

/** A token for `account` from the backend's own login call (the captcha answered through the control API), and the backend's origin. */
export async function apiSignIn(request: APIRequestContext, mock: MockControl, account: Account = admin): Promise<{ token: string; origin: string }> {
  const captcha = (await (await request.get('api/captchaImage')).json()) as { uuid?: string; captchaEnabled?: boolean };
  const code = captcha.captchaEnabled === false || !captcha.uuid ? undefined : await mock.captchaAnswer(captcha.uuid);
  const response = await request.post('api/login', { data: { ...account, ...(code === undefined ? {} : { code, uuid: captcha.uuid }) } });
  const body = (await response.json().catch(() => undefined)) as { token?: unknown } | undefined;
  if (typeof body?.token !== 'string') throw new Error(`sign-in of ${account.username} refused: HTTP ${response.status()} ${JSON.stringify(body)}`);
  return { token: body.token, origin: new URL(response.url()).origin };
}

/** From the product chooser, opens the module `code` and waits for the shared layout. */
export async function openModule(page: Page, code = 'house'): Promise<void> {
  await page.locator(`[data-testid="product"][data-code="${code}"]`).click();
  await expect(page.getByTestId('app-layout')).toBeVisible();
}

/** Signed in as admin, inside the house module's layout: the starting point of most layout tests. */
export async function enterLayout(page: Page, mock: MockControl, account: Account = admin): Promise<void> {
  await signIn(page, mock, account);
  await openModule(page, 'house');
}

/** Top bar → user menu → main menu: forgets the module and returns to the chooser. */
export async function backToMainMenu(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-main').click();
}

/** Picks a language in the top bar's language switch (a menu or a listbox, by its accessible name). */
export async function switchLanguage(page: Page, name: '中文' | 'English'): Promise<void> {
  await page.getByTestId('lang-switch').click();
  await page.getByRole('menuitem', { name }).or(page.getByRole('option', { name })).click();
  // The switch takes effect (and is remembered) once the language's texts have loaded: wait for it, as a user would.
  await expect(page.locator('html')).toHaveAttribute('lang', name === 'English' ? 'en' : 'zh-CN');
}

/** The admin's phone number, read through the API as the admin. */
export async function adminPhone(request: APIRequestContext, mock: MockControl): Promise<string> {
  const captcha = (await (await request.get('/api/captchaImage')).json()) as { uuid: string };
  const code = await mock.captchaAnswer(captcha.uuid);
  const login = (await (
    await request.post('/api/login', { data: { ...admin, code, uuid: captcha.uuid } })
  ).json()) as { token: string };
  const info = (await (
    await request.get('/api/getInfo', { headers: { Authorization: `Bearer ${login.token}` } })
  ).json()) as { user: { phonenumber: string } };
  return info.user.phonenumber;
}

/** Signs `account` in through the login form of a new browser context (no cookie of the admin's). */
export async function signInFresh(browser: Browser, baseURL: string | undefined, mock: MockControl, account: Account) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  trackCaptcha(page);
  await page.goto('login');
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/api/login'));
  await signInThroughForm(page, mock, account);
  const body = (await (await answered).json().catch(() => undefined)) as { code?: unknown } | undefined;
  // Accepted: returned once the chooser shows. A page opened before that raced the login's own navigation to the
  // chooser (the CI run where the profile dialog never showed); a refusal stays on the form for the caller to read.
  if (body?.code === 200) await expect(page.getByTestId('chooser')).toBeVisible();
  return { page, close: () => context.close() };
}
