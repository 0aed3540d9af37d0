import type { Locator, Page } from '@playwright/test';
import { apiDeviceImeis } from './support/device-list';
import { expect, test } from './support/fixtures';
import { openModule, signIn } from './support/session';
import { addOrder, HOUSE_PRODUCT } from './support/work-orders';

// The generic list's 操作 column is pinned to the right (TanStack column pinning in packages/ui's Table) and a row
// with more than three actions shows three and 更多 with the rest (features/list/row-actions.tsx). The floating
// alarm bell leaves the page's end free (--alarm-float), so it covers no pager.

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether the whole box lies inside the window. */
const insideViewport = (box: Box, viewport: { width: number; height: number }) => box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;

/** The list's scrolling box (the table's container) at its left edge, where the page opens. */
async function tableScroller(page: Page): Promise<Locator> {
  const scroller = page.getByRole('table').locator('xpath=..');
  await expect(scroller).toHaveJSProperty('scrollLeft', 0);
  return scroller;
}

/** The cell of the 操作 column in `row` (the last cell). */
const actionsCell = (row: Locator) => row.getByRole('cell').last();

async function expectActionsInView(page: Page, row: Locator): Promise<void> {
  const scroller = await tableScroller(page);
  // The table is wider than its box at 1440 px (the device list's columns): without pinning the actions sat beyond it.
  const overflow = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow, 'the list is wider than its box at 1440 px').toBeGreaterThan(0);
  const cell = actionsCell(row);
  await expect(cell.getByRole('button').first()).toBeVisible();
  expect(insideViewport(await boxOf(cell), DESKTOP), 'the actions cell lies inside the window').toBe(true);
  // …and inside the table's box, not cut off by its scroll.
  const inBox = await boxOf(scroller);
  const cellBox = await boxOf(cell);
  expect(cellBox.x + cellBox.width).toBeLessThanOrEqual(inBox.x + inBox.width + 1);
  // Every button of the cell can be clicked where it is (nothing over it, no scroll needed).
  for (const button of await cell.getByRole('button').all()) await button.click({ trial: true });
  await expect(scroller).toHaveJSProperty('scrollLeft', 0);
}

test('at 1440×900 the device list’s row actions are in view without sideways scrolling; beyond three, 更多 holds the rest', async ({ page, mock }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, mock);
  const [imei] = (await apiDeviceImeis(page, HOUSE_PRODUCT)).imeis;
  if (!imei) throw new Error('the seed has no house device');
  await openModule(page, 'house');
  await page.goto(`/house-device/device?imei=${imei}`);
  const row = page.getByRole('table').locator('tbody tr').filter({ hasText: imei });
  await expect(row).toHaveCount(1);
  await expectActionsInView(page, row);

  // The administrator holds every device action: 修改, 解绑, 删除 as buttons, then 更多 with 分享 and 流量与账户.
  const cell = actionsCell(row);
  await expect(cell.getByRole('button')).toHaveText(['修改', '解绑', '删除', '更多']);
  await cell.getByRole('button', { name: `更多 ${imei}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['分享', '流量与账户']);
  expect(insideViewport(await boxOf(menu), DESKTOP)).toBe(true);
  await menu.getByRole('menuitem', { name: '分享' }).click();
  await expect(page.getByRole('dialog', { name: `分享设备 ${imei}` })).toBeVisible();
});

test('at 1440×900 a pending work order’s actions are in view; 更多 holds 发送短信, 修改 and 删除', async ({ page, mock }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, mock);
  const order = await addOrder(page, '张伟');
  await openModule(page, 'house');
  await page.getByTestId('sidebar').getByRole('link', { name: '工单列表' }).click();
  await page.getByRole('textbox', { name: '工单编号' }).fill(order.number);
  await page.getByRole('button', { name: '搜索' }).click();
  const row = page.getByRole('table').locator('tbody tr').filter({ hasText: order.number });
  await expect(row).toHaveCount(1);
  await expectActionsInView(page, row);

  const cell = actionsCell(row);
  await expect(cell.getByRole('button')).toHaveText(['接收', '驳回', '处理记录', '更多']);
  await cell.getByRole('button', { name: `更多 ${order.number}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['发送短信', '修改', '删除']);
  // A destructive action from the menu asks first, as its button did.
  await menu.getByRole('menuitem', { name: '删除' }).click();
  const confirm = page.getByRole('alertdialog', { name: '系统提示' });
  await expect(confirm).toContainText(order.number);
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(row).toHaveCount(1);
});

/** Scrolls the page's scrolling box to its end, as a user reaching the pager does. */
async function scrollToEnd(page: Page): Promise<void> {
  await page.locator('#main').evaluate((main) => main.scrollTo({ top: main.scrollHeight }));
  await expect.poll(() => page.locator('#main').evaluate((main) => Math.ceil(main.scrollTop + main.clientHeight) >= main.scrollHeight)).toBe(true);
}

for (const [name, viewport] of [['1440×900', DESKTOP], ['a phone', PHONE]] as const) {
  test(`at ${name} the alarm bell covers no part of the pager`, async ({ page, mock }) => {
    await page.setViewportSize(viewport);
    await signIn(page, mock);
    await openModule(page, 'house');
    await page.goto('/house-device/device');
    const pager = page.getByRole('navigation', { name: '分页' });
    await expect(pager).toBeVisible();
    const bell = page.getByTestId('alarm-bell');
    await expect(bell).toBeVisible();
    await scrollToEnd(page);
    const last = pager.getByRole('button', { name: /^第 \d+ 页$/ }).last();
    await expect(last).toBeInViewport();
    expect(intersects(await boxOf(bell), await boxOf(pager)), 'the bell overlaps the pager').toBe(false);
    // The last page button takes the click itself (nothing lies over it).
    await last.click({ trial: true });
  });
}
