import { expect, test } from './support/fixtures';
import { switchLanguage } from './support/session';

// /login formats its texts with the build's precompiled catalogs and no message parser: the switch must load and
// format the other language there too, without a reload.
test('on /login the language switch shows the form in English and back in Chinese', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-submit')).toHaveText('登 录');

  await switchLanguage(page, 'English');
  await expect(page.getByTestId('login-submit')).toHaveText('Sign in');
  await expect(page.getByRole('textbox', { name: 'Account' })).toBeVisible();

  await switchLanguage(page, '中文');
  await expect(page.getByTestId('login-submit')).toHaveText('登 录');
});
