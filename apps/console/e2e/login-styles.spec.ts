import { expect, test } from './support/fixtures';
import { signInThroughForm } from './support/session';

/** Selectors of the page's style rules, across its loaded sheets (ours are same-origin, so readable). */
const ruleSelectors = () =>
  [...document.styleSheets].flatMap((sheet) => {
    const walk = (rules: CSSRuleList): string[] =>
      [...rules].flatMap((rule) => (rule instanceof CSSStyleRule ? [rule.selectorText] : 'cssRules' in rule ? walk((rule as CSSGroupingRule).cssRules) : []));
    return walk(sheet.cssRules);
  });

test('/login loads the signed-out pages\' sheet only; signing in brings the whole sheet before the chooser shows', async ({ page, mock }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  // docs/development.md, "What /login carries": one small sheet, without the signed-in pages' classes.
  expect(await page.evaluate(() => document.styleSheets.length)).toBe(1);
  const signedOut = await page.evaluate(ruleSelectors);
  expect(signedOut).toContain('.grid');
  expect(signedOut).not.toContain('.max-w-6xl');
  // The form itself is styled: its fields are laid out by the small sheet's grid.
  await expect(page.getByTestId('login-form')).toHaveCSS('display', 'grid');

  await signInThroughForm(page, mock);
  await expect(page.getByTestId('product').first()).toBeVisible();
  // The chooser's content column (max-w-6xl, 72rem) is styled as it shows: the whole sheet came with its code.
  const column = page.locator('.max-w-6xl').first();
  expect(await column.evaluate((element) => getComputedStyle(element).maxWidth)).toBe('1152px');
  expect(await page.evaluate(() => document.styleSheets.length)).toBe(2);
});
