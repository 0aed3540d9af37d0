import { expect, type Locator } from '@playwright/test';

/**
 * Clicks `button` of `dialog` (确 定 by default) and waits until the dialog has closed. A closing Radix dialog still
 * hides the page behind it from the accessibility tree, and its own fields may share a name with the page's: a test
 * that reaches for the page by role or label right after 确 定 can find nothing, or the closing dialog's field.
 */
export async function submitAndClose(dialog: Locator, button = '确 定'): Promise<void> {
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}
