import { alarmPopup, enterLayoutListening } from './support/alarm-popup';
import { describeViolations, seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { alarm } from './support/mock-control';
import { signIn } from './support/session';

test('/login has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-captcha-img')).toBeVisible();
  const violations = await seriousViolations(page);
  expect(violations.map((violation) => violation.id), describeViolations(violations)).toEqual([]);
});

test('the product chooser has no serious or critical accessibility violations', async ({ page, mock }) => {
  await signIn(page, mock);
  const violations = await seriousViolations(page);
  expect(violations.map((violation) => violation.id), describeViolations(violations)).toEqual([]);
});

test('the layout with the alarm popup open has no serious or critical accessibility violations', async ({ page, mock }) => {
  await enterLayoutListening(page, mock);
  await mock.pushAlarms(alarm());
  await expect(alarmPopup(page).root).toHaveAttribute('data-state', 'expanded');
  const violations = await seriousViolations(page);
  expect(violations.map((violation) => violation.id), describeViolations(violations)).toEqual([]);
});
