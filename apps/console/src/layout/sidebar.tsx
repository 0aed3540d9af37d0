import { hasPermission } from '@vigil/sdk';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { session, settings } from '../app/services';
import { AppIcon } from '../components/app-icon';
import { IconTip } from '../components/icon-tip';
import { pageKindOf } from '../features/modules/page-kind-of';
import { useT } from '../i18n/use-t';
import { menuFor } from '../routes/route-menus';
import { type AppRoute, isModuleCode } from '../routes/route-table';
import { SIDEBAR_WIDTH } from '../state/settings-store';

/** Module menu derived from the route table: visible routes of the chosen module the user may open. */
export function Sidebar({ active }: { active: AppRoute }) {
  const t = useT();
  const { sidebarOpened, mobile, module } = useSnapshot(settings.state);
  const { permissions, routeNames } = useSnapshot(session.state);
  const items = menuFor(module, (p) => hasPermission(permissions, [p]), undefined, routeNames);
  const collapsed = !sidebarOpened;
  return (
    <>
      {mobile && sidebarOpened && (
        <button
          type="button"
          aria-label={t('layout.toggleSidebar')}
          className="fixed inset-0 z-30 bg-[var(--overlay)]"
          onClick={() => settings.closeSidebar()}
        />
      )}
      <nav
        data-testid="sidebar"
        data-collapsed={collapsed}
        aria-label={t('layout.menu')}
        style={{ width: collapsed ? (mobile ? 0 : 54) : SIDEBAR_WIDTH }}
        className={`shrink-0 overflow-x-hidden overflow-y-auto border-r bg-card transition-[width] duration-200 ${mobile ? 'fixed inset-y-0 left-0 z-40' : 'relative'} ${mobile && collapsed ? 'invisible' : ''}`}
      >
        <div className="flex h-12 items-center gap-2 border-b px-4 font-semibold text-primary">
          <AppIcon name="home" />
          {!collapsed && <span className="truncate">{isModuleCode(module) ? t(`module.${module}`) : t('app.titleShort')}</span>}
        </div>
        <ul className="grid gap-0.5 p-2">
          {items.map((route) => {
            const current = route.name === active.name;
            const link = (
              <Link
                href={route.path}
                aria-current={current ? 'page' : undefined}
                data-kind={pageKindOf(route) ?? undefined}
                aria-label={collapsed ? t(route.title) : undefined}
                onClick={() => mobile && settings.closeSidebar()}
                className={`flex items-center gap-3 rounded-md px-3 py-2 text-sm ${current ? 'bg-primary-soft font-medium text-primary-soft-foreground' : 'text-foreground hover:bg-muted'}`}
              >
                <AppIcon name={route.icon} />
                {!collapsed && <span className="truncate">{t(route.title)}</span>}
              </Link>
            );
            return (
              <li key={route.name}>
                {/* Collapsed, only the glyph shows: its name appears beside it on hover and focus. */}
                {collapsed ? (
                  <IconTip label={t(route.title)} side="right">
                    {link}
                  </IconTip>
                ) : (
                  link
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
