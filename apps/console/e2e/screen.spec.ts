import type { Page } from '@playwright/test';
import { alarmPopup } from './support/alarm-popup';
import { apiAs } from './support/api';
import { describeViolations, seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { alarm } from './support/mock-control';
import { signIn } from './support/session';

interface Total { total: number }
interface Count { data: { online: number; offline: number } }

const today = (page: Page) => page.evaluate(() => new Intl.DateTimeFormat('en-CA').format(new Date()));
const HOUSE = '15144628';

test('/screen shows live figures from the mock, a blank-mode map with markers, and leads back home', async ({ page, mock }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signIn(page, mock);
  await page.goto('/screen');
  const screen = page.getByTestId('screen');
  await expect(screen.getByRole('heading', { level: 1 })).toContainText('智慧大屏');

  // Alarms today and the work orders match what the backend answers (re-read: other specs push alarms meanwhile).
  const day = await today(page);
  await expect(async () => {
    const alarms = await apiAs<Total>(page, 'POST', '/sensor/alarm/list', { json: { beginTime: day, endTime: day, pageNum: 1, pageSize: 1 } });
    await expect(page.getByTestId('screen-today-value')).toHaveText(String(alarms.total), { timeout: 1000 });
  }).toPass();
  const pending = await apiAs<Total>(page, 'GET', '/senstor/alarm/gdList?status=pending&pageNum=1&pageSize=1');
  await expect(page.getByTestId('screen-orders-pending')).toContainText(String(pending.total));

  // The house module's online rate is its chart count's online / all.
  const house = await apiAs<Count>(page, 'GET', `/device/chart/count?productId=${HOUSE}`);
  const rate = Math.round((house.data.online / (house.data.online + house.data.offline)) * 100);
  await expect(page.getByTestId('screen-online-house-rate')).toHaveText(`${rate}%`);

  // Blank mode: markers drawn, no tile fetched.
  const map = page.getByTestId('device-map');
  await expect.poll(async () => Number(await map.getAttribute('data-markers'))).toBeGreaterThan(0);
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(Number(await map.getAttribute('data-markers')));
  await expect(map.locator('.leaflet-tile')).toHaveCount(0);

  await page.getByTestId('back-home').click();
  await expect(page.getByTestId('chooser')).toBeVisible();
});

test('the /screen ticker shows an alarm the control API pushes after a backend outage, with no alarm popup or alarm socket', async ({ page, mock }) => {
  await signIn(page, mock);
  // Sockets the screen opens (the chooser's alarm socket, still connecting while we leave it, does not count).
  const sockets: string[] = [];
  page.on('websocket', (ws) => {
    if (new URL(page.url()).pathname === '/screen') sockets.push(ws.url());
  });
  await page.goto('/screen');
  await expect(page.getByTestId('screen-ticker-row').first()).toBeVisible();

  // The backend goes away for a while: the screen says so and keeps trying, then picks up the pushed alarm without a reload.
  // By path: the paging also travels in the query string (RuoYi reads it there).
  const alarmList = (url: URL) => url.pathname === '/api/sensor/alarm/list';
  await page.route(alarmList, (route) => route.abort('connectionrefused'));
  await expect(page.getByTestId('screen-status')).toHaveText('数据暂不可用，稍后自动重试');
  const pushed = alarm();
  await mock.pushAlarms(pushed);
  await page.unroute(alarmList);
  await expect(page.getByTestId('screen-ticker').getByText(pushed.sn)).toBeVisible();
  await expect(page.getByTestId('screen-status')).toHaveText('');
  await expect(alarmPopup(page).root).toHaveCount(0);
  expect(sockets).toEqual([]);
});

test('/screen has no serious axe violations and fits 3840×2160 without overflow', async ({ page, mock }) => {
  await signIn(page, mock);
  await page.setViewportSize({ width: 3840, height: 2160 });
  await page.goto('/screen');
  await expect(page.getByTestId('screen-ticker-row').first()).toBeVisible();
  await expect(page.getByTestId('screen-today-value')).not.toHaveText('—');

  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    const panels = [...document.querySelectorAll<HTMLElement>('[data-testid="screen"] section')];
    return {
      page: root.scrollWidth > root.clientWidth || root.scrollHeight > root.clientHeight,
      panels: panels.filter((p) => p.getBoundingClientRect().right > window.innerWidth || p.getBoundingClientRect().bottom > window.innerHeight).map((p) => p.dataset.testid),
    };
  });
  expect(overflow).toEqual({ page: false, panels: [] });
  // Text scales with the viewport: the figure is far larger than at 1080p's minimum.
  const size = await page.getByTestId('screen-today-value').evaluate((e) => Number.parseFloat(getComputedStyle(e).fontSize));
  expect(size).toBeGreaterThan(80);

  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});
