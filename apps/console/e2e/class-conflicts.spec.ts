import { alarmPopup, waitForAlarmSocket } from './support/alarm-popup';
import { describeConflicts, pageClassConflicts } from './support/class-conflicts';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { alarm } from './support/mock-control';
import { openModule, signIn } from './support/session';

// cn() joins classes without tailwind-merge, so two utilities of one group on an element would leave the
// winner to the stylesheet's order: every screen is held to "no clashes" instead.
async function expectNoConflicts(page: Page, screen: string) {
  const conflicts = await pageClassConflicts(page);
  expect(conflicts, `${screen}:\n${describeConflicts(conflicts)}`).toEqual([]);
}

test('signed-out pages render no clashing utility classes', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-captcha-img')).toBeVisible();
  await page.getByTestId('login-submit').click();
  await expectNoConflicts(page, '/login with errors');
  for (const path of ['/register', '/remember', '/download', '/no-such-page']) {
    await page.goto(path);
    await expect(page.locator('main, form').first()).toBeVisible();
    await expectNoConflicts(page, path);
  }
});

test('the chooser, the layout and its overlays render no clashing utility classes', async ({ page, mock }) => {
  await signIn(page, mock);
  await expectNoConflicts(page, 'chooser');

  await openModule(page);
  await waitForAlarmSocket(page);
  await mock.pushAlarms(alarm());
  await expect(alarmPopup(page).root).toHaveAttribute('data-state', 'expanded');
  await expectNoConflicts(page, 'layout with the alarm popup');

  // Each overlay: the trigger's test id, and what shows once it is open.
  const overlays = [
    ['user-menu', page.getByTestId('menu-logout')],
    ['qr-popover', page.getByRole('dialog')],
    ['theme-toggle', page.getByTestId('theme-dark')],
    ['alarm-drawer-open', page.getByTestId('alarm-drawer')],
  ] as const;
  for (const [trigger, opened] of overlays) {
    await page.getByTestId(trigger).click();
    await expect(opened).toBeVisible();
    await expectNoConflicts(page, `${trigger} open`);
    await page.keyboard.press('Escape');
    await expect(opened).toBeHidden();
  }

  for (const path of ['/message/message', '/userinfo/userinfo']) {
    await page.goto(path);
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expectNoConflicts(page, path);
  }
});
