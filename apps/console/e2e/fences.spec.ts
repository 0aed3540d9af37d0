import type { Locator, Page } from '@playwright/test';
import { apiAs } from './support/api';
import { describeViolations, seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { openModule, signIn } from './support/session';
import { chooseMoreAction } from './support/list-actions';

const HELMET_PRODUCT = '15144734';

async function expectAccessible(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** Clicks the corners of a polygon on the map (fractions of its box), then the first one again to close it. */
async function drawPolygon(page: Page, map: Locator, corners: readonly [number, number][]): Promise<void> {
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  if (!box) throw new Error('the fence map is not laid out');
  const at = ([x, y]: [number, number]) => [box.x + box.width * x, box.y + box.height * y] as const;
  for (const corner of [...corners, corners[0] as [number, number]]) {
    const [x, y] = at(corner);
    await page.mouse.move(x, y, { steps: 2 });
    await page.mouse.click(x, y);
  }
}

/** In circle mode: clicks the centre, moves to a point on the edge and clicks there to finish (fractions of the map's box). */
async function drawCircle(page: Page, map: Locator, centre: [number, number], edge: [number, number]): Promise<void> {
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  if (!box) throw new Error('the fence map is not laid out');
  const at = ([x, y]: [number, number]) => [box.x + box.width * x, box.y + box.height * y] as const;
  const [cx, cy] = at(centre);
  const [ex, ey] = at(edge);
  await page.mouse.move(cx, cy, { steps: 2 });
  await page.mouse.click(cx, cy);
  await page.mouse.move(ex, ey, { steps: 8 });
  await page.mouse.click(ex, ey);
}

async function firstHelmet(page: Page): Promise<string> {
  const { rows } = await apiAs<{ rows: { imei: string }[] }>(page, 'POST', '/senstor/info/list', { json: { productId: HELMET_PRODUCT, pageSize: 1 } });
  const imei = rows[0]?.imei;
  if (!imei) throw new Error('the seed has no helmet');
  return imei;
}

test('a fence drawn as a polygon on the blank map, with its periods and a helmet, is saved and listed; overlapping periods are refused by the form and by vigil-mock; redrawn as a circle it is saved as one', async ({ page, mock }) => {
  await signIn(page, mock);
  await openModule(page, 'hat');
  await page.goto('/hat-fenceManagement/electron');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('电子围栏');

  const name = `e2e-fence-${Date.now()}`;
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '添加电子围栏' });
  await dialog.getByLabel('围栏名称').fill(name);
  await dialog.getByLabel('围栏编号').fill('F-01');
  const map = dialog.getByTestId('fence-map');
  await expect(map).toBeVisible();
  await drawPolygon(page, map, [[0.3, 0.3], [0.7, 0.3], [0.7, 0.7], [0.3, 0.7]]);
  await expect(map).toHaveAttribute('data-points', '4');
  await expect(dialog.getByTestId('fence-area-status')).toHaveText('已绘制 4 个点');
  await dialog.getByRole('group', { name: '关联安全帽' }).getByRole('checkbox').first().click();

  await dialog.getByRole('button', { name: '添加时间段' }).click();
  await dialog.getByLabel('开始时间 2').fill('12:00');
  await dialog.getByLabel('结束时间 2').fill('20:00');
  // The fence page with its editor open and a polygon drawn.
  await expectAccessible(page);
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog.getByText('时间段不能重叠')).toBeVisible();
  await expect(dialog).toBeVisible();

  // vigil-mock refuses the same overlap with the same words (the sdk's one rule).
  const refused = await apiAs<{ code: number; msg: string; field: string }>(page, 'POST', '/hat/fence', {
    json: { name, behaviour: 'noLeaving', alarmFrequency: 0, periods: [{ start: '08:00', end: '18:00' }, { start: '12:00', end: '20:00' }], area: [[120.1, 30.2], [120.2, 30.2], [120.2, 30.3]] },
  });
  expect(refused).toMatchObject({ code: 400, field: 'periods', msg: '时间段不能重叠' });

  await dialog.getByLabel('开始时间 2').fill('18:00');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('F-01');
  await expect(row).toContainText('08:00–18:00, 18:00–20:00');
  await expect(row).toContainText('多边形');
  const { rows } = await apiAs<{ rows: { name: string; area: number[][]; imeis: string[] }[] }>(page, 'GET', `/hat/fence/list?name=${name}`);
  expect(rows[0]?.area).toHaveLength(4);
  expect(rows[0]?.imeis).toHaveLength(1);

  // Edited, the stored polygon is drawn again.
  await row.getByRole('button', { name: `修改 ${name}` }).click();
  const editor = page.getByRole('dialog', { name: '修改电子围栏' });
  await expect(editor.getByTestId('fence-map')).toHaveAttribute('data-points', '4');
  await expect(editor.getByTestId('fence-map').locator('path')).not.toHaveCount(0);

  // Redrawn as a circle (centre, then a point on its edge), the fence is saved as one, with its centre and radius.
  await editor.getByRole('button', { name: '圆形', exact: true }).click();
  await expect(editor.getByRole('button', { name: '圆形', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await drawCircle(page, editor.getByTestId('fence-map'), [0.5, 0.5], [0.7, 0.5]);
  await expect(editor.getByTestId('fence-map')).toHaveAttribute('data-shape', 'circle');
  await expect(editor.getByTestId('fence-map')).not.toHaveAttribute('data-points', '4');
  await editor.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(row).toContainText('圆形');
  const saved = await apiAs<{ rows: { shape: string; circle: { center: number[]; radius: number } | null; area: number[][] }[] }>(page, 'GET', `/hat/fence/list?name=${name}`);
  expect(saved.rows[0]?.shape).toBe('circle');
  expect(saved.rows[0]?.circle?.radius).toBeGreaterThan(0);
  expect(saved.rows[0]?.area.length).toBeGreaterThan(8);
  // Opened again, the editor is in circle mode with the circle drawn.
  await row.getByRole('button', { name: `修改 ${name}` }).click();
  await expect(editor.getByRole('button', { name: '圆形', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(editor.getByTestId('fence-map')).toHaveAttribute('data-points', String(saved.rows[0]?.area.length));
  await expect(editor.getByTestId('fence-map').locator('path')).not.toHaveCount(0);
});

test('a helmet’s track from vigil-mock draws with playback; an empty range says 暂无轨迹数据, a missing start is refused', async ({ page, mock }) => {
  await signIn(page, mock);
  await openModule(page, 'hat');
  const imei = await firstHelmet(page);
  await page.goto(`/hat-device/device?imei=${imei}`);
  await chooseMoreAction(page, imei, '轨迹');
  const dialog = page.getByRole('dialog', { name: `历史轨迹 ${imei}` });
  await dialog.getByRole('button', { name: '查询' }).click();
  const map = dialog.getByTestId('track-map');
  // The last two hours, one fix a minute.
  await expect(map).toHaveAttribute('data-points', /^1[12]\d$/);
  await expect(map.locator('path.track-line')).toHaveCount(1);
  await expect(map.locator('.track-arrow').first()).toBeAttached();
  const position = dialog.getByTestId('track-position');
  await expect(position).toContainText('第 1/');
  await dialog.getByRole('button', { name: '播放' }).click();
  await expect(position).not.toContainText('第 1/');
  await dialog.getByRole('button', { name: '暂停' }).click();

  await dialog.getByLabel('开始时间').fill('2020-01-01T00:00');
  await dialog.getByLabel('结束时间').fill('2020-01-02T00:00');
  await dialog.getByRole('button', { name: '查询' }).click();
  await expect(dialog.getByText('暂无轨迹数据')).toBeVisible();
  await expect(map).toBeHidden();

  await dialog.getByLabel('开始时间').fill('');
  await dialog.getByRole('button', { name: '查询' }).click();
  await expect(dialog.getByText('请选择轨迹开始时间')).toBeVisible();
});

test('a fence saved without a number (optional in spec §5) is listed, and the fence page keeps working after a reload', async ({ page, mock }) => {
  await signIn(page, mock);
  await openModule(page, 'hat');
  await page.goto('/hat-fenceManagement/electron');
  const name = `e2e-nonum-${Date.now() % 100_000_000}`;
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '添加电子围栏' });
  await dialog.getByLabel('围栏名称').fill(name);
  await expect(dialog.getByLabel('围栏编号')).toHaveValue('');
  await drawPolygon(page, dialog.getByTestId('fence-map'), [[0.3, 0.3], [0.7, 0.3], [0.5, 0.7]]);
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  // Stored as a RuoYi backend stores an empty column: null.
  const { rows } = await apiAs<{ rows: { name: string; number: string | null }[] }>(page, 'GET', `/hat/fence/list?name=${name}`);
  expect(rows).toEqual([expect.objectContaining({ name, number: null })]);
  // A second one straight through the API, as another console or an older client would send it.
  const other = `${name}-api`;
  const created = await apiAs<{ code: number }>(page, 'POST', '/hat/fence', {
    json: { name: other, number: null, behaviour: 'noEntering', alarmFrequency: 0, periods: [{ start: '08:00', end: '18:00' }], area: [[120.1, 30.2], [120.2, 30.2], [120.2, 30.3]] },
  });
  expect(created.code).toBe(200);

  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('电子围栏');
  const table = page.getByRole('table', { name: '电子围栏列表' });
  for (const fence of [name, other]) {
    const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: fence, exact: true }) });
    await expect(row).toHaveCount(1);
    // An empty cell reads "—" (the list's rule for a value that is not there).
    await expect(row.getByRole('cell').nth(2)).toHaveText('—');
  }
  await expect(page.getByText(/加载失败/)).toHaveCount(0);
  // The page still works: the unnumbered fence opens in the editor with an empty number.
  await table.getByRole('button', { name: `修改 ${other}`, exact: true }).click();
  const editor = page.getByRole('dialog', { name: '修改电子围栏' });
  await expect(editor.getByLabel('围栏名称')).toHaveValue(other);
  await expect(editor.getByLabel('围栏编号')).toHaveValue('');
});
