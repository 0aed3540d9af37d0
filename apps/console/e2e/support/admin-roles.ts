import { type Browser, type BrowserContext, type Page, expect } from '@playwright/test';
import { apiAs } from './api';
import { describeViolations, seriousViolations } from './axe';
import type { MockControl } from './mock-control';
import { type Account, openModule, signIn, tokenCookie, trackCaptcha } from './session';

/** A suffix no other run of these specs (nor a parallel worker) uses. */
export const unique = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`.padStart(8, '0');

export interface MenuRow {
  menuId: number;
  parentId: number;
  menuName: string;
  menuType: 'M' | 'C' | 'F';
  path: string;
  perms?: string;
  icon?: string;
  module?: string;
}

export interface RoleRow {
  roleId: number;
  roleName: string;
  roleKey: string;
  status: string;
  dataScope: string;
  deptIds: number[];
  menuIds: number[];
  /** Moved on by every change (optimistic locking, issue 27). */
  version?: number;
}

export const apiMenus = async (page: Page) => (await apiAs<{ data: MenuRow[] }>(page, 'POST', '/system/menu/list', { form: {} })).data;

/** Creates a role (as the admin signed in on `page`) and returns it as stored. */
export async function apiCreateRole(page: Page, roleKey: string, body: Record<string, unknown> = {}): Promise<RoleRow> {
  const created = await apiAs<{ code: number }>(page, 'POST', '/system/role', { json: { roleName: roleKey, roleKey, roleSort: 50, status: '0', menuIds: [], ...body } });
  expect(created.code).toBe(200);
  return apiRole(page, roleKey);
}

export async function apiRole(page: Page, roleKey: string): Promise<RoleRow> {
  const rows = (await apiAs<{ rows: RoleRow[] }>(page, 'POST', '/system/role/list', { form: { roleKey } })).rows;
  const role = rows.find((r) => r.roleKey === roleKey);
  if (!role) throw new Error(`no role ${roleKey}`);
  return (await apiAs<{ data: RoleRow }>(page, 'GET', `/system/role/${role.roleId}`)).data;
}

/** Signs `account` in on a page of its own browser context (a second person at another computer). */
export async function signInElsewhere(browser: Browser, baseURL: string | undefined, mock: MockControl, account: Account): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  trackCaptcha(page);
  await signIn(page, mock, account);
  await openModule(page, 'house');
  return { context, page };
}

/** Opens an administration page and waits for its heading. */
export async function openAdminPage(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
}

export async function search(page: Page, label: string, value: string): Promise<void> {
  const form = page.getByRole('search');
  await form.getByLabel(label).fill(value);
  await form.getByRole('button', { name: '搜索' }).click();
}

export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations.map((violation) => violation.id), describeViolations(violations)).toEqual([]);
}

/** A tree row's chevron: opens or closes it without ticking it. */
export const chevron = (item: ReturnType<Page['getByRole']>) => item.locator('span[aria-hidden="true"]').first();

/**
 * Signs the admin in through the API and opens the administration's first page with the module cookie the user menu's
 * 系统管理 sets (`module=user`): set-up for the specs about administration pages. Walking the chooser and the user menu
 * there is the story of every-module.spec.ts and module-access.spec.ts.
 */
export async function signInToAdministration(page: Page, mock: MockControl): Promise<void> {
  const origin = await tokenCookie(page, mock);
  await page.context().addCookies([{ name: 'module', value: 'user', url: `${origin}/` }]);
  await page.goto('/usermana/usermana');
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('用户管理');
}
