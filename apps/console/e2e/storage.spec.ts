import { alarmPopup, enterLayoutListening } from './support/alarm-popup';
import { expect, test } from './support/fixtures';
import { alarm } from './support/mock-control';
import { switchLanguage } from './support/session';

test('browser storage: the spec §3 cookies, and local storage only behind the vigil: prefix', async ({ page, mock }) => {
  await enterLayoutListening(page, mock);
  await mock.pushAlarms(alarm());
  await alarmPopup(page).root.getByTestId('alarm-close').click();
  await page.getByTestId('sound-toggle').click();
  await page.getByTestId('theme-toggle').click();
  await page.getByTestId('theme-dark').click();
  await page.keyboard.press('Escape');

  const cookies = new Map((await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]));
  // (language and za-language are written when the user switches; preferences.spec.ts covers them.)
  for (const name of ['za_token', 'module', 'Product', 'roles', 'userid', 'uuid', 'timeZone'])
    expect.soft(cookies.get(name), `cookie ${name}`).toBeTruthy();
  expect(cookies.get('module')).toBe('house');
  expect(cookies.get('Product')).toBe('15144628');

  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys.filter((key) => !key.startsWith('vigil:')), 'local storage keys without the namespace').toEqual([]);
  for (const key of ['voice', 'isopen', 'alarmdata', 'socketStatu', 'routes', 'theme'])
    expect.soft(keys, `local storage ${key}`).toContain(`vigil:${key}`);
});

// Signed in, the backend's names replace it (admin-system.spec.ts); before that the login page shows the stored ones.
test('a stored zhy-sysInfo names the system on the login page, in each language', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('vigil:zhy-sysInfo', JSON.stringify({ name: '东城燃气监测', nameen: 'DC Gas' })),
  );
  await page.goto('/login');
  await expect(page.getByTestId('system-title')).toHaveText('东城燃气监测');
  await switchLanguage(page, 'English');
  await expect(page.getByTestId('system-title')).toHaveText('DC Gas');
});

test('a corrupt stored value is ignored: the console still starts', async ({ page, mock }) => {
  await page.addInitScript(() => {
    for (const key of ['alarmdata', 'visited-tags', 'zhy-sysInfo', 'theme', 'isopen']) localStorage.setItem(`vigil:${key}`, '{not json');
  });
  await enterLayoutListening(page, mock);
  await expect(page.getByTestId('system-title')).not.toBeEmpty();
  await mock.pushAlarms(alarm());
  await expect(alarmPopup(page).items).toHaveCount(1);
});
