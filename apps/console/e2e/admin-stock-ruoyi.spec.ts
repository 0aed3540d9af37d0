import { STOCK_RUOYI_CALLS } from '@vigil/sdk/settings';
import { signInToAdministration } from './support/admin-roles';
import { expect, test } from './support/fixtures';
import { withOwnMock } from './support/own-mock';

// A backend that serves the system lists as a stock RuoYi-Vue 3.x does (GET with query parameters: `@GetMapping("/list")`
// in its system controllers), and the site settings file that says so (docs/deploy.md, "A stock RuoYi-Vue backend").
const stockMock = withOwnMock(() => ({ stockRuoyi: true }));

const PAGES: readonly [path: string, list: string][] = [
  ['/usermana/usermana', '/system/user/list'],
  ['/role/role', '/system/role/list'],
  ['/menu/menu', '/system/menu/list'],
  ['/department/department', '/system/dept/list'],
  ['/advise/advise', '/system/notice/list'],
  ['/dictionary/dictionary', '/system/dict/type/list'],
  ['/config/config', '/system/config/list'],
];

test('with the stock-RuoYi settings, the seven administration pages list their rows from a backend serving the lists on GET only, and the vendor calls it lacks stay quiet', async ({ page }) => {
  test.setTimeout(90_000);
  await page.route('**/config.json', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ calls: STOCK_RUOYI_CALLS }) }));
  const lists: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/system/') && pathname.endsWith('/list')) lists.push(`${response.request().method()} ${pathname} ${response.status()}`);
  });
  const absent: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.status() === 404 && /\/(device\/product\/list|system\/notice\/user\/count|ssc\/config\/sysInfo)$/.test(pathname)) absent.push(pathname);
  });
  // The chooser falls back to the catalogue's products (the home alarm open), so administration is reached as usual.
  await signInToAdministration(page, stockMock());
  for (const [path, list] of PAGES) {
    await page.goto(path);
    const main = page.getByRole('main');
    // Rows, not an error: the list call went as GET and the backend answered it.
    await expect(main.getByRole('row').nth(1)).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);
    // No toast for the calls the backend lacks: those parts stay quiet (no badge, the site's own title).
    await expect(page.getByTestId('toast')).toHaveCount(0);
    expect(lists.filter((line) => line.includes(` /api${list} `)), list).not.toEqual([]);
  }
  // The five lists the settings name went as GET, and none of them was refused.
  expect(lists.filter((line) => /\/system\/(user|role|menu|notice|dept)\/list /.test(line) && !line.startsWith('GET '))).toEqual([]);
  expect(lists.filter((line) => !line.endsWith(' 200'))).toEqual([]);
  // The three were asked for and refused with 404. The alarm resync asks for the product list; it starts once a page's
  // data has painted, so the last page may be the first to get that far: wait for it, then no toast.
  await expect.poll(() => new Set(absent)).toEqual(new Set(['/api/device/product/list', '/api/system/notice/user/count', '/api/ssc/config/sysInfo']));
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await expect(page).toHaveTitle(/智安云监测平台/);
});
