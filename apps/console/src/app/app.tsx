import { Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, Router, useLocation, useSearch } from 'wouter';
import { Toasts } from '../components/toasts';
import { useT } from '../i18n/use-t';
import { decideAccess } from '../routes/access-guard';
import { mayOpenWithGrants } from '../routes/may-open-with-grants';
import { matchRoute } from '../routes/route-match';
import { type AppRoute, REDIRECT_PREFIX } from '../routes/route-table';
import { BASE_PATH } from './base-path';
import { ErrorBoundary, RenderError } from '../components/error-boundary';
import { LAYOUT, PAGES, withPagesTexts } from './pages';
import { preloadable } from './preloadable';
import { WhenLoaded } from './when-loaded';
import { session, settings, tags, toasts, ui } from './services';
import { startPageData } from './start-up';
import { type ShownLocation, useShownLocation } from './use-shown-location';
import { useUserInfo } from './use-user-info';
import { useBodyScroll, useDocumentSettings, useDocumentTitle } from './use-document-settings';

// The signed-in chunks come with the signed-in texts (catalog area `pages`), never loaded on /login.
const Layout = LAYOUT.Component;
// Loaded beside the page, never suspending it (app/when-loaded.tsx).
const ALARM_HOST = preloadable(withPagesTexts(() => import('../alarm/alarm-host')));
const SESSION_EXPIRED_DIALOG = preloadable(withPagesTexts(() => import('../components/session-expired-dialog')));

/** Paths where the alarm popup and its socket stay off (spec §2). */
const ALARM_OFF = new Set(['/login', '/register', '/remember', '/screen']);

function PageFallback() {
  const t = useT();
  return (
    <div role="status" className="p-6 text-sm text-muted-foreground">
      {t('app.loading')}
    </div>
  );
}

/**
 * The URL's page gets its tag (spec §2, RuoYi's TagsView): a page of the layout the user may open, at once, even while
 * the page before stays on screen for its code.
 */
function visitTagOf({ path, search }: ShownLocation, routeNames: ReadonlySet<string> | null, permissions: readonly string[]): void {
  const decision = decideAccess({ token: session.state.token, path, search, module: settings.state.module });
  if (decision.type !== 'allow' || !decision.route?.layout) return;
  if (!mayOpenWithGrants(decision.route, routeNames, permissions)) return;
  tags.visit(`${path}${search}`, decision.route.title);
}

/** Decides access for the current location and renders the page, inside the layout when the route says so. */
function GuardedRoutes() {
  const [location] = useLocation();
  useBodyScroll();
  const rawSearch = useSearch();
  const locationSearch = rawSearch ? `?${rawSearch}` : '';
  // A page's data is asked for as the URL changes, in parallel with its code, not once its chunk has loaded and
  // mounted (a no-op when already asked).
  useEffect(() => void startPageData(location, locationSearch), [location, locationSearch]);
  // The page on screen stays until the next one's code has loaded.
  const { path, search } = useShownLocation(location, locationSearch);
  const { token, routeNames, permissions } = useSnapshot(session.state);
  const { module } = useSnapshot(settings.state);
  const decision = decideAccess({ token, path, search, module });
  const enter = decision.type === 'allow' ? decision.enter : undefined;
  // An administration page opened by URL: administration becomes the chosen module (its menu, its breadcrumb), which
  // clears the tags of the module left; then the URL's page gets its own, so it is visited again as the page shows.
  useEffect(() => {
    if (enter) settings.setModule(enter, '');
    visitTagOf({ path: location, search: locationSearch }, routeNames, permissions);
  }, [enter, location, locationSearch, routeNames, permissions]);
  const info = useUserInfo(decision.type === 'allow' && decision.route?.access !== 'public' ? token : null, `${path}${search}`);
  useDocumentTitle(decision.type === 'allow' ? (decision.route?.title ?? null) : null);

  // Keyed by its target: wouter's Redirect navigates once, when mounted, so a redirect leading to another (/hat-device
  // → /hat/device → / without a module) needs a new one, else the page stays blank.
  if (decision.type === 'redirect') return <Redirect key={decision.to} to={decision.to} replace />;
  const route: AppRoute | null = decision.route;
  const isRedirect = path === REDIRECT_PREFIX || path.startsWith(`${REDIRECT_PREFIX}/`);
  if (info === 'loading') return <PageFallback />;
  // A module route outside the user's menus: the no-access page on its own, not an empty frame of refused calls.
  const denied = route !== null && !mayOpenWithGrants(route, routeNames, permissions);
  const Page = PAGES[denied ? 'noAccess' : (route?.page ?? (isRedirect ? 'redirect' : 'notFound'))].Component;
  const params = route ? (matchRoute(route, path) ?? {}) : {};

  // A render error stays in its part: the page's inside the layout, the layout's, or the alarm popup's.
  const page = (
    <ErrorBoundary resetKey={path}>
      <Suspense fallback={<PageFallback />}>
        <Page route={route} params={params} />
      </Suspense>
    </ErrorBoundary>
  );
  return (
    <>
      {route?.layout && !denied ? (
        <ErrorBoundary resetKey={path}>
          <Suspense fallback={<PageFallback />}>
            <Layout route={route} fullPath={`${path}${search}`} leaving={path !== location || search !== locationSearch}>
              {page}
            </Layout>
          </Suspense>
        </ErrorBoundary>
      ) : (
        page
      )}
      {token && !ALARM_OFF.has(path) && (
        <ErrorBoundary fallback={(retry) => <div className="fixed right-4 bottom-4 z-40 rounded-lg border bg-card shadow-xl"><RenderError onRetry={retry} /></div>}>
          <WhenLoaded of={ALARM_HOST} />
        </ErrorBoundary>
      )}
    </>
  );
}

/** The dialog's code loads only when a 401 first asks for it. */
function SessionPrompt() {
  const { sessionExpiredOpen } = useSnapshot(ui);
  const [needed, setNeeded] = useState(false);
  if (sessionExpiredOpen && !needed) setNeeded(true);
  return needed ? <WhenLoaded of={SESSION_EXPIRED_DIALOG} /> : null;
}

export function App() {
  useDocumentSettings();
  return (
    <Router base={BASE_PATH}>
      <GuardedRoutes />
      <Toasts store={toasts} />
      <SessionPrompt />
    </Router>
  );
}
