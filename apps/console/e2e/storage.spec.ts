import { alarmPopup, enterLayoutListening } from './support/alarm-popup';
import { expect, test } from './support/fixtures';
import { alarm } from './support/mock-control';

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
