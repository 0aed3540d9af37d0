import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { describeViolations, seriousViolations } from './support/axe';
import { withOwnMock } from './support/own-mock';
import { signIn, signInThroughForm, switchLanguage } from './support/session';

// These tests change organisation-wide settings (system names, logo, products): their own vigil-mock (default
// catalogue: the home alarm only), so the specs sharing the e2e mock never see them.
const ownMock = withOwnMock(() => ({}));

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Opens an administration page as the user menu's 系统管理 entry does: the user module chosen (cookie `module`). */
async function openAdmin(page: Page, path: string): Promise<void> {
  await page.context().addCookies([{ name: 'module', value: 'user', url: new URL(page.url()).origin }]);
  await page.goto(path);
  await expect(page.getByTestId('app-layout')).toBeVisible();
}

async function expectAccessible(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

test('system config: a saved name and logo show at once in the top bar, the tab title and the login page; restoring the defaults, refused when already default', async ({ page }) => {
  // One story across two sign-ins (the login page in between): more steps than most tests.
  test.slow();
  const mock = ownMock();
  await signIn(page, mock);
  await openAdmin(page, '/sysinfo/sysinfo');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('系统配置');
  const title = page.getByTestId('top-bar').getByTestId('system-title');
  const logo = page.getByTestId('top-bar').getByTestId('system-logo');
  await expect(title).toHaveText('智安云监测平台');
  await expect(page).toHaveTitle('系统配置 - 智安云监测平台');
  await expectAccessible(page);

  // Spec §5: nothing to restore while the settings are the defaults.
  await page.getByTestId('sysinfo-restore').click();
  await expect(page.getByText('当前已是默认设置，无需恢复')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // At most 8 characters: a 9-character name is refused on its field, nothing is saved.
  await page.getByTestId('sysinfo-name').fill('九个字的系统名称呀');
  await page.getByTestId('sysinfo-save').click();
  await expect(page.getByText('系统名称不能超过 8 个字符')).toBeVisible();
  await expect(page.getByTestId('sysinfo-name')).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveText('智安云监测平台');

  await page.getByTestId('sysinfo-name').fill('东城燃气');
  await page.getByTestId('sysinfo-name-en').fill('DC Gas');
  await page.getByTestId('sysinfo-save').click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(title).toHaveText('东城燃气');
  await expect(page).toHaveTitle('系统配置 - 东城燃气');
  await switchLanguage(page, 'English');
  await expect(title).toHaveText('DC Gas');
  await expect(page).toHaveTitle('System config - DC Gas');
  await switchLanguage(page, '中文');

  // The logo: an image is uploaded (multipart) and shows in the top bar at once.
  await page.getByTestId('sysinfo-logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('上传成功')).toBeVisible();
  await expect(logo).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/png;base64,/);
  // Not an image: refused in the browser with the sdk rule's text.
  await page.getByTestId('sysinfo-logo-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('请选择图片文件')).toBeVisible();

  // The login page shows the names and logo too.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-logout').click();
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByTestId('system-title')).toHaveText('东城燃气');
  await expect(page.getByTestId('system-logo')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(page).toHaveTitle('登录 - 东城燃气');

  await signInThroughForm(page, mock);
  await expect(page).not.toHaveURL(/\/login/);
  await openAdmin(page, '/sysinfo/sysinfo');
  await page.getByTestId('sysinfo-restore').click();
  await expect(page.getByRole('alertdialog')).toContainText('是否确认恢复默认的系统名称和Logo？');
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('恢复默认成功')).toBeVisible();
  await expect(title).toHaveText('智安云监测平台');
  await expect(page).toHaveTitle('系统配置 - 智安云监测平台');
  await expect(logo).toHaveAttribute('src', /favicon\.svg$/);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /favicon\.svg$/);
  // One default name (the sdk's DEFAULT_SYSTEM_NAMES): the form shows what the header shows.
  await expect(page.getByTestId('sysinfo-name')).toHaveValue('智安云监测平台');
});

test('cloud storage: per user used size, space, expansion, expiry and authorization; an edit shows in the list', async ({ page }) => {
  await signIn(page, ownMock());
  await openAdmin(page, '/storage/storage');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('云存储');
  await page.getByRole('textbox', { name: '用户名称' }).fill('operator');
  await page.getByRole('button', { name: '搜索' }).click();
  const row = page.getByRole('row').filter({ hasText: 'operator' });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  await expectAccessible(page);

  await page.getByRole('button', { name: '修改 operator' }).click();
  const dialog = page.getByRole('dialog', { name: '修改云存储' });
  await dialog.getByLabel('存储空间（MB）').fill('512');
  await dialog.getByLabel('扩容空间（MB）').fill('1.5');
  await dialog.getByLabel('文件过期天数').fill('0');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog.getByText('此项取值不正确')).toBeVisible();
  await dialog.getByLabel('文件过期天数').fill('7');
  await dialog.getByRole('combobox', { name: '授权' }).click();
  await page.getByRole('option', { name: '已授权' }).click();
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(row).toContainText('0.50 GB');
  await expect(row).toContainText('1.50 MB');
  await expect(row).toContainText('7 天');
  await expect(row).toContainText('已授权');
});

test('products: enabling a product opens its card on the chooser, disabling closes it; the switch reverts on cancel', async ({ page }) => {
  await signIn(page, ownMock());
  const gasCard = page.locator('[data-testid="product"][data-code="gas"]');
  await expect(gasCard).toHaveAttribute('data-disabled', 'true');

  await openAdmin(page, '/product/product');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('产品管理');
  await page.getByRole('textbox', { name: '产品名称' }).fill('燃气地下');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  const gas = page.getByRole('switch', { name: '启用燃气地下探测器' });
  await expect(gas).not.toBeChecked();
  await expectAccessible(page);

  await gas.click();
  await expect(page.getByRole('alertdialog')).toContainText('确认要"启用""燃气地下探测器"产品吗？');
  await page.getByRole('alertdialog').getByRole('button', { name: '取消' }).click();
  await expect(gas).not.toBeChecked();

  await gas.click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('启用成功')).toBeVisible();
  await expect(gas).toBeChecked();
  await page.goto('/');
  await expect(gasCard).toHaveAttribute('data-disabled', 'false');
  await gasCard.click();
  await expect(page.getByTestId('app-layout')).toBeVisible();

  await openAdmin(page, '/product/product?name=%E7%87%83%E6%B0%94%E5%9C%B0%E4%B8%8B');
  await gas.click();
  await expect(page.getByRole('alertdialog')).toContainText('确认要"停用""燃气地下探测器"产品吗？');
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('停用成功')).toBeVisible();
  await page.goto('/');
  await expect(gasCard).toHaveAttribute('data-disabled', 'true');
});
