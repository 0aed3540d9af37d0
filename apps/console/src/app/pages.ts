import { type ComponentType, lazy } from 'react';
import type { AppRoute, PageId } from '../routes/route-table';

export interface PageProps {
  route: AppRoute | null;
  params: Record<string, string>;
}

/** One lazily loaded chunk per page, so /login ships only what it needs. */
export const PAGES: Record<PageId, ComponentType<PageProps>> = {
  login: lazy(() => import('../pages/login-page')),
  register: lazy(() => import('../pages/register-page')),
  remember: lazy(() => import('../pages/remember-page')),
  download: lazy(() => import('../pages/download-page')),
  appfile: lazy(() => import('../pages/appfile-page')),
  chooser: lazy(() => import('../pages/chooser-page')),
  screen: lazy(() => import('../pages/not-available-page')),
  notFound: lazy(() => import('../pages/not-found-page')),
  redirect: lazy(() => import('../pages/redirect-page')),
  messages: lazy(() => import('../pages/messages-page')),
  userInfo: lazy(() => import('../pages/user-info-page')),
  notAvailable: lazy(() => import('../pages/not-available-page')),
  modulePage: lazy(() => import('../features/modules/module-page')),
};
