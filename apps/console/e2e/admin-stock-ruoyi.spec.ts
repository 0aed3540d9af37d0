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

test('with the stock-RuoYi settings, the seven administration pages list their rows from a backend serving the lists on GET only', async ({ page }) => {
  test.setTimeout(90_000);
  await page.route('**/config.json', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ calls: STOCK_RUOYI_CALLS }) }));
  const lists: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/system/') && pathname.endsWith('/list')) lists.push(`${response.request().method()} ${pathname} ${response.status()}`);
  });
  await signInToAdministration(page, stockMock());
  for (const [path, list] of PAGES) {
    await page.goto(path);
    const main = page.getByRole('main');
    // Rows, not an error: the list call went as GET and the backend answered it.
    await expect(main.getByRole('row').nth(1)).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);
    expect(lists.filter((line) => line.includes(` /api${list} `)), list).not.toEqual([]);
  }
  // The five lists the settings name went as GET, and none of them was refused.
  expect(lists.filter((line) => /\/system\/(user|role|menu|notice|dept)\/list /.test(line) && !line.startsWith('GET '))).toEqual([]);
  expect(lists.filter((line) => !line.endsWith(' 200'))).toEqual([]);
});
