import { Activity, type ReactNode, useEffect, useRef } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { TooltipProvider } from '@vigil/ui';
import { useSnapshot } from 'valtio';
// The full sdk client (every domain) is built with the authenticated layout, never on /login.
import '../app/full-client';
import { settings, tags } from '../app/services';
import { useSystemInfoSync } from '../app/use-system-info-sync';
// TanStack Query comes with the layout's chunk: /login never loads it.
import { queryClient } from '../features/data/query-client';
import { useT } from '../i18n/use-t';
import type { AppRoute } from '../routes/route-table';
import { MOBILE_BREAKPOINT } from '../state/settings-store';
import { pathnameOf } from '../state/tags-store';
import { Sidebar } from './sidebar';
import { TagsStrip } from './tags-strip';
import { UnreadableNotice } from '../components/unreadable-notice';
import { TopBar } from './top-bar';

function useMobileMode() {
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);
    const update = () => settings.setMobile(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
}

/**
 * Kept-alive pages stay mounted but hidden (<Activity mode="hidden">) so their state survives
 * navigation; they are dropped when their tag is closed.
 */
export function KeptAlive({ route, fullPath, children }: { route: AppRoute; fullPath: string; children: ReactNode }) {
  // Render-time bookkeeping, idempotent so StrictMode's double render is harmless.
  const kept = useRef(new Map<string, ReactNode>());
  const { visited } = useSnapshot(tags.state);
  // Keyed by the path without its query: a kept list whose filters or page change stays one instance.
  const current = pathnameOf(fullPath);
  if (route.keepAlive) kept.current.set(current, children);
  for (const path of kept.current.keys()) {
    if (path !== current && !visited.some((t) => pathnameOf(t.path) === path)) kept.current.delete(path);
  }
  return (
    <>
      {[...kept.current].map(([path, node]) => (
        <Activity key={path} mode={path === current ? 'visible' : 'hidden'}>
          {node}
        </Activity>
      ))}
      {!route.keepAlive && children}
    </>
  );
}

/** The shared frame of spec §2: sidebar, top bar, tags strip and the page. */
export default function Layout({ route, fullPath, leaving = false, children }: { route: AppRoute; fullPath: string; leaving?: boolean; children: ReactNode }) {
  useMobileMode();
  useSystemInfoSync();
  const t = useT();
  const { mobile } = useSnapshot(settings.state);
  return (
    <QueryClientProvider client={queryClient}>
      {/* One provider for the page's icon tips: along the top bar or a toolbar, the next tip shows at once. */}
      <TooltipProvider>
        <div
          data-testid="app-layout"
          data-mobile={mobile}
          // On a phone the alarm popup is docked at the bottom (--alarm-dock); the page ends above it.
          style={{ height: 'calc(100dvh - var(--alarm-dock, 0px))' }}
          className="flex bg-background text-foreground"
        >
          <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-background focus:px-3 focus:py-2">
            {t('app.skipToContent')}
          </a>
          <Sidebar active={route} />
          <div className="flex min-w-0 flex-1 flex-col">
            <TopBar route={route} fullPath={fullPath} />
            <TagsStrip activePath={fullPath} />
            <UnreadableNotice />
            {/* Where the alarm bell floats, the page ends above it (--alarm-float): it covers no pager nor button. */}
            {/* data-page: the page on screen, which stays while the next one's code loads (app/use-shown-location.ts). */}
            {/* Meanwhile it takes no input (inert): a click on it would act on a page the URL has left. */}
            <main
              id="main"
              data-page={fullPath}
              inert={leaving}
              aria-busy={leaving}
              className="min-h-0 flex-1 overflow-auto"
              style={{ paddingBottom: 'var(--alarm-float, 0px)' }}
            >
              <KeptAlive route={route} fullPath={fullPath}>
                {children}
              </KeptAlive>
            </main>
          </div>
        </div>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
