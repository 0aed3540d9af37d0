import { dispatchOrders, fillDevices, MODULE_PRODUCTS, pageTwo, pushAlarmsOf, ROWS, totalOf } from './support/dialect-smoke';
import { expect, test } from './support/fixtures';
import type { MockDialect } from './support/mock-server';
import { signIn } from './support/session';

/**
 * The smoke set of issue 21 (see dialect-smoke.spec.ts), the part that pages: every product module's device, alarm and
 * work-order lists, against vigil-mock in each dialect. Their rows are set up through the API and the control API;
 * each module is a test of its own, spread over the workers.
 */
test.describe.configure({ mode: 'parallel' });

function listsOf(dialect: MockDialect): void {
  test.use({ dialect });

  MODULE_PRODUCTS.forEach(([module, productId], serial) => {
    test(`${module}: device, alarm and work-order lists page to page 2`, async ({ page, mock }) => {
      // Three lists and their set-up in one test: three times the usual time.
      test.slow();
      // The popup that the layout's recent alarms open would cover the pager: closed, as a user who closed it leaves it.
      await page.addInitScript(() => localStorage.setItem('vigil:isopen', 'false'));
      await signIn(page, mock);
      const imeis = await fillDevices(page, productId, serial);
      // Alarms of now for the alarm list (it opens on the last seven days) and to dispatch work orders from.
      await pushAlarmsOf(mock, productId, imeis);
      await dispatchOrders(page, productId, ROWS - (await totalOf(page, 'GET', '/senstor/alarm/gdList', { productId })).total);
      // The product's own card (a module also hosts others: lampblack the atmosphere and TVOC monitors).
      await page.getByTestId('product').filter({ hasText: productId }).click();
      await expect(page.getByTestId('app-layout')).toBeVisible();
      const kinds = await page.getByTestId('sidebar').locator('a[data-kind]').evaluateAll((links) => links.map((link) => link.getAttribute('data-kind')));
      const lists = ['deviceList', 'alarmList', 'workOrders'].filter((kind) => kinds.includes(kind));
      // Every product module lists its devices; all but the fume monitor and the gateway have alarms (spec §2).
      expect(lists).toContain('deviceList');
      for (const kind of lists) await pageTwo(page, module, kind);
    });
  });
}

test.describe('against vigil-mock (its own words)', () => listsOf('vigil'));

// Expected to fail in places until the tolerant reading of issue 21 (items 1 and 2) is merged: these steps are left
// failing on purpose, not skipped or loosened; each failure names what the console does not yet read.
test.describe('against vigil-mock --dialect ruoyi (a RuoYi-family backend)', () => listsOf('ruoyi'));
