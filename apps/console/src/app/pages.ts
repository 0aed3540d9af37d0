import { type ComponentType, lazy } from 'react';
import { loadCatalogArea } from '../i18n/translator';
import type { AppRoute, PageId } from '../routes/route-table';
import { settings } from './services';

export interface PageProps {
  route: AppRoute | null;
  params: Record<string, string>;
}

/**
 * A signed-in page's chunk together with the signed-in texts (catalog area `pages`: shell, lists, pages), which
 * /login and the other signed-out pages never load.
 */
export function withPagesTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadCatalogArea('pages', settings.state.language)]).then(([module]) => module);
}

/** One lazily loaded chunk per page, so /login ships only what it needs. */
export const PAGES: Record<PageId, ComponentType<PageProps>> = {
  login: lazy(() => import('../pages/login-page')),
  register: lazy(() => import('../pages/register-page')),
  remember: lazy(() => import('../pages/remember-page')),
  download: lazy(() => import('../pages/download-page')),
  appfile: lazy(() => import('../pages/appfile-page')),
  chooser: lazy(withPagesTexts(() => import('../pages/chooser-page'))),
  screen: lazy(withPagesTexts(() => import('../features/screen/screen-page'))),
  notFound: lazy(() => import('../pages/not-found-page')),
  redirect: lazy(withPagesTexts(() => import('../pages/redirect-page'))),
  messages: lazy(withPagesTexts(() => import('../features/inbox/inbox-page'))),
  userInfo: lazy(withPagesTexts(() => import('../pages/user-info-page'))),
  // The user menu's 会员中心: the member centre of /member/member, open to every signed-in user.
  memberCentre: lazy(withPagesTexts(() => import('../features/member/member-centre-page'))),
  notAvailable: lazy(withPagesTexts(() => import('../pages/not-available-page'))),
  noAccess: lazy(withPagesTexts(() => import('../pages/no-access-page'))),
  modulePage: lazy(withPagesTexts(() => import('../features/modules/module-page'))),
};
