import type { ComponentType } from 'react';
import { loadCatalogArea } from '../i18n/translator';
import type { AppRoute, PageId } from '../routes/route-table';
import { type Preloadable, preloadable } from './preloadable';
import { settings } from './services';

export interface PageProps {
  route: AppRoute | null;
  params: Record<string, string>;
}

/**
 * A signed-in page's chunk together with the signed-in texts (catalog area `pages`: shell, lists, pages) and the whole
 * app's Tailwind sheet, which /login and the other signed-out pages never load.
 */
export function withPagesTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadCatalogArea('pages', settings.state.language), import('./full-styles')]).then(([module]) => module);
}

export type PageModule = Promise<{ default: ComponentType<PageProps> }>;

/** A preloadable lazy page for each loader of `loaders`. */
export function lazyPages<K extends string>(loaders: Partial<Record<K, () => PageModule>>): Partial<Record<K, Preloadable<PageProps>>> {
  const pages: Partial<Record<K, Preloadable<PageProps>>> = {};
  for (const [key, load] of Object.entries(loaders) as [K, (() => PageModule) | undefined][]) if (load) pages[key] = preloadable(load);
  return pages;
}

/**
 * One lazily loaded chunk per page, so /login ships only what it needs; start-up (app/start-up.ts) asks for a page's
 * chunk before the first render (PAGES[id].preload).
 */
const PAGE_LOADERS: Record<PageId, () => PageModule> = {
  login: () => import('../pages/login-page'),
  register: () => import('../pages/register-page'),
  remember: () => import('../pages/remember-page'),
  download: () => import('../pages/download-page'),
  appfile: () => import('../pages/appfile-page'),
  chooser: withPagesTexts(() => import('../pages/chooser-page')),
  screen: withPagesTexts(() => import('../features/screen/screen-page')),
  notFound: () => import('../pages/not-found-page'),
  redirect: withPagesTexts(() => import('../pages/redirect-page')),
  messages: withPagesTexts(() => import('../features/inbox/inbox-page')),
  userInfo: withPagesTexts(() => import('../pages/user-info-page')),
  // The user menu's 会员中心: the member centre of /member/member, open to every signed-in user.
  memberCentre: withPagesTexts(() => import('../features/member/member-centre-page')),
  notAvailable: withPagesTexts(() => import('../pages/not-available-page')),
  noAccess: withPagesTexts(() => import('../pages/no-access-page')),
  modulePage: withPagesTexts(() => import('../features/modules/module-page')),
};

// Every PageId has a loader (PAGE_LOADERS is complete), so every one has its page.
export const PAGES = lazyPages(PAGE_LOADERS) as Record<PageId, Preloadable<PageProps>>;

/** The signed-in frame (sidebar, top bar, tags) with the signed-in texts. */
export const LAYOUT = preloadable(withPagesTexts(() => import('../layout/layout')));
