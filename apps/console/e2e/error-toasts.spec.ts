import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { enterLayout } from './support/session';

interface ToastSpan {
  text: string;
  shown: number;
  gone?: number;
}

/**
 * Records in the page when each toast is added and removed, by the page's own clock: a test polling from outside
 * sees both late on a busy machine, by as much as the machine is busy.
 */
async function recordToasts(page: Page): Promise<() => Promise<ToastSpan[]>> {
  await page.addInitScript(() => {
    const spans: ToastSpan[] = [];
    const live = new Map<Element, ToastSpan>();
    (window as unknown as { __toastSpans: ToastSpan[] }).__toastSpans = spans;
    new MutationObserver(() => {
      for (const element of document.querySelectorAll('[data-testid="toast"]')) {
        if (live.has(element)) continue;
        const span = { text: element.textContent ?? '', shown: performance.now() };
        live.set(element, span);
        spans.push(span);
      }
      for (const [element, span] of live) {
        if (element.isConnected) continue;
        span.gone = performance.now();
        live.delete(element);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __toastSpans: ToastSpan[] }).__toastSpans);
}

/** How long the page showed the one toast whose text contains `text`, in ms. */
async function shownFor(spans: () => Promise<ToastSpan[]>, text: string): Promise<number> {
  const matching = (await spans()).filter((span) => span.text.includes(text));
  expect(matching, `one toast saying ${text}`).toHaveLength(1);
  const [span] = matching;
  return (span?.gone ?? Number.NaN) - (span?.shown ?? Number.NaN);
}

// The layout asks for the unread count on every load (spec §2): a call every test can break on demand.
const COUNT = '**/system/notice/user/count*';

test('a server error (code 500) shows the server message in an error toast for about 3 s', async ({ page, mock }) => {
  await page.route(COUNT, (route) => route.fulfill({ json: { code: 500, msg: 'E2E: the database is on fire' } }), {
    times: 1,
  });
  const spans = await recordToasts(page);
  await enterLayout(page, mock);

  const toast = page.getByTestId('toast').filter({ hasText: 'E2E: the database is on fire' });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-variant', 'error');
  await expect(toast).toBeHidden();
  const visibleFor = await shownFor(spans, 'E2E: the database is on fire');
  expect(visibleFor).toBeGreaterThan(2_000);
  expect(visibleFor).toBeLessThan(4_500);
  // The page itself carries on.
  await expect(page.getByTestId('app-layout')).toBeVisible();
});

test('a code 400 answer toasts its message as an error too', async ({ page, mock }) => {
  await page.route(COUNT, (route) => route.fulfill({ json: { code: 400, msg: 'E2E: bad request' } }), { times: 1 });
  await enterLayout(page, mock);
  const toast = page.getByTestId('toast').filter({ hasText: 'E2E: bad request' });
  await expect(toast).toHaveAttribute('data-variant', 'error');
});

test('a transport failure shows an error toast for about 5 s', async ({ page, mock }) => {
  await page.route(COUNT, (route) => route.abort('connectionreset'), { times: 1 });
  const spans = await recordToasts(page);
  await enterLayout(page, mock);

  const toast = page.getByTestId('toast').and(page.locator('[data-variant="error"]'));
  await expect(toast).toHaveCount(1);
  await expect(toast).toBeVisible();
  const text = (await toast.textContent()) ?? '';
  await expect(toast).toBeHidden();
  const visibleFor = await shownFor(spans, text);
  // Still there after a server error's toast would have gone (3 s), gone before 6.5 s.
  expect(visibleFor).toBeGreaterThan(3_500);
  expect(visibleFor).toBeLessThan(6_500);
});
