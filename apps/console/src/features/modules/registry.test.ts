import { DEVICE_CATALOGUE } from '@vigil/sdk/catalogue';
import { SITE_ROUTES } from '@vigil/sdk/modules';
import { describe, expect, it } from 'vitest';
import { createTranslator, isMessageKey } from '../../i18n/translator';
import { MODULE_CODES, ROUTES } from '../../routes/route-table';
import { KIND_PAGES } from './kind-pages';
import { pageKindOf } from './page-kind-of';
import { KIND_ISSUE, PAGE_KINDS, type PageKind } from './page-kinds';
import { deviceColumnsOf, productIdsOf } from './registry';

const moduleRoutes = ROUTES.filter((r) => r.module !== null);

describe('module registry', () => {
  it('maps every module route of spec §2 to a page kind, by data', () => {
    // 138 routes of spec §2, plus /hat/device, the target of the /hat-device redirect (the same device page), plus
    // the four site pages of each module that has sites (issue #23).
    const siteRoutes = Object.values(SITE_ROUTES).length * 4;
    expect(moduleRoutes.filter((r) => r.path !== '/hat/device')).toHaveLength(138 + siteRoutes);
    const unmapped = moduleRoutes.filter((r) => pageKindOf(r) === null).map((r) => r.name);
    expect(unmapped).toEqual([]);
    for (const route of moduleRoutes) expect(route.page).toBe('modulePage');
  });

  it('gives each module its home, and the device page to every module with a device route', () => {
    for (const module of MODULE_CODES) {
      const kinds = moduleRoutes.filter((r) => r.module === module).map(pageKindOf);
      if (module !== 'user') expect(kinds, module).toContain('moduleHome');
      const hasDeviceRoute = moduleRoutes.some((r) => r.module === module && /-device\/(device|index)$|^\/device\/device$/.test(r.path));
      expect(kinds.includes('deviceList'), module).toBe(hasDeviceRoute);
    }
    expect(pageKindOf({ module: 'hat', title: 'route.device' })).toBe('deviceList');
    expect(pageKindOf({ module: 'gas', title: 'route.myWork' })).toBe('myWork');
    expect(pageKindOf({ module: null, title: 'route.login' })).toBeNull();
  });

  it('has zh-CN and en texts for every page kind', () => {
    for (const kind of PAGE_KINDS) {
      const key = `kind.${kind}`;
      expect(isMessageKey(key), key).toBe(true);
      if (!isMessageKey(key)) continue;
      const zh = createTranslator('zh-CN').t(key);
      const en = createTranslator('en').t(key);
      expect(zh, key).toMatch(/[\u4e00-\u9fff]/);
      expect(en, key).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('builds the page of every device-monitoring kind (issue #11); later issues’ kinds are named by data', () => {
    const monitoring = PAGE_KINDS.filter((kind) => KIND_ISSUE[kind] === 11);
    expect(monitoring.filter((kind) => KIND_PAGES[kind] === undefined)).toEqual([]);
    // Every kind belongs to exactly one issue (the type makes the table complete; this keeps it to known issues).
    for (const kind of PAGE_KINDS) expect([11, 12, 13, 14, 15, 23]).toContain(KIND_ISSUE[kind]);
  });

  it('uses every page kind at least once', () => {
    const used = new Set(moduleRoutes.map(pageKindOf));
    expect(PAGE_KINDS.filter((k: PageKind) => !used.has(k))).toEqual([]);
  });

  it("takes each module's product ids from the sdk catalogue, the two telemeters apart", () => {
    // The home alarm's own product first, then the civilian alarm it hosts (product-modules.ts).
    expect(productIdsOf('house')).toEqual(['15144628', '15144659']);
    const laser = productIdsOf('laser');
    const handheld = productIdsOf('handheld');
    expect(laser).toHaveLength(1);
    expect(handheld).toHaveLength(1);
    expect(laser).not.toEqual(handheld);
    expect(productIdsOf('pressure')).toEqual([]);
    expect(productIdsOf('user')).toEqual([]);
    const catalogueIds = new Set(DEVICE_CATALOGUE.map((p) => p.productid));
    for (const module of MODULE_CODES) for (const id of productIdsOf(module)) expect(catalogueIds.has(id)).toBe(true);
  });

  it('shows the signal column only where the module has it', () => {
    expect(deviceColumnsOf('house')).toContain('signal');
    expect(deviceColumnsOf('laser')).not.toContain('signal');
    expect(deviceColumnsOf('laser').slice(0, 4)).toEqual(['model', 'sn', 'imei', 'status']);
  });
});
