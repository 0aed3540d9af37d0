import { readFile } from 'node:fs/promises';
import type { Response } from '@playwright/test';
import { describeViolations, seriousViolations } from './support/axe';
import { enterModule } from './support/device-list';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

interface Count {
  total: number;
  online: number;
  offline: number;
  alarm: number;
}

const DAY = 86_400_000;
const PERIODS = { 1: '近1天', 7: '近7天', 30: '近30天' } as const;

/** The period (in days) of a /device/chart/count call, from its beginTime and endTime. */
function daysOf(response: Response): number {
  const url = new URL(response.url());
  const at = (name: string) => Date.parse(`${url.searchParams.get(name)?.replace(' ', 'T')}Z`);
  return Math.round((at('endTime') - at('beginTime')) / DAY);
}

test('the data report shows the counts of the last 1, 7 and 30 days the API answered, in the chart and the table', async ({ page, mock }) => {
  await signIn(page, mock);
  await enterModule(page, 'gas');
  const answers = new Map<number, Count>();
  page.on('response', async (response) => {
    // The report's calls name a period; the module home's (the page before) asks for the devices in alarm without one.
    if (!response.url().includes('/device/chart/count') || !new URL(response.url()).searchParams.has('beginTime')) return;
    answers.set(daysOf(response), ((await response.json()) as { data: Count }).data);
  });
  await page.getByTestId('sidebar').getByRole('link', { name: '数据报表' }).click();
  await expect(page).toHaveURL(/\/gas-statistic\/statistic$/);
  await expect(page.getByRole('heading', { name: '数据报表', level: 1 })).toBeVisible();

  const table = page.getByRole('table', { name: '燃气地下探测器设备与报警统计' });
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await expect.poll(() => [...answers.keys()].sort((a, b) => a - b)).toEqual([1, 7, 30]);
  await expect(table.locator('thead th')).toHaveText(['统计周期', '设备总数', '在线设备', '离线设备', '报警次数']);
  const expected = ([1, 7, 30] as const).map((days) => {
    const count = answers.get(days) as Count;
    return [count.total, count.online, count.offline, count.alarm];
  });
  for (const [index, days] of ([1, 7, 30] as const).entries()) {
    await expect(table.locator('tbody tr').nth(index).locator('td')).toHaveText([PERIODS[days], ...(expected[index] ?? []).map(String)]);
  }
  // The seed's alarms spread over 30 days: the periods really differ.
  expect(answers.get(30)?.alarm).toBeGreaterThan(answers.get(1)?.alarm ?? 0);

  const chart = page.getByTestId('report-chart');
  await expect(chart).toHaveAttribute('data-values', JSON.stringify(expected));
  await expect(chart.getByRole('img', { name: '燃气地下探测器近1天、7天、30天设备与报警统计图' })).toBeVisible();
  // uPlot drew: the canvas has coloured pixels (the series' strokes), and its legend names the figures.
  const drawn = await chart.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? new Uint8ClampedArray();
    let coloured = 0;
    for (let i = 0; i < pixels.length; i += 4) if ((pixels[i + 3] ?? 0) > 0 && Math.abs((pixels[i] ?? 0) - (pixels[i + 2] ?? 0)) > 60) coloured++;
    return coloured;
  });
  expect(drawn).toBeGreaterThan(100);
  await expect(chart.locator('.u-legend .u-label')).toHaveText(['设备总数', '在线设备', '离线设备', '报警次数']);

  // 导出 saves the same figures as CSV (written in the browser: the backend has no export of these counts).
  const download = page.waitForEvent('download');
  await page.getByRole('toolbar').getByRole('button', { name: '导出' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('数据报表-燃气地下探测器.csv');
  const csv = (await readFile((await file.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
  expect(csv.trimEnd().split('\r\n')).toEqual([
    ['统计周期', '设备总数', '在线设备', '离线设备', '报警次数'],
    ...([1, 7, 30] as const).map((days, index) => [PERIODS[days], ...(expected[index] ?? [])]),
  ].map((row) => row.join(',')));

  await page.mouse.move(0, 0);
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});
