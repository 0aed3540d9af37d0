import { useMemo } from 'react';
import { fullClient } from '../../../app/full-client';
import type { PageProps } from '../../../app/pages';
import { useT } from '../../../i18n/use-t';
import { useDateTime } from '../../format/use-date-time';
import { ListView } from '../../list/list-view';
import { useServerList } from '../../list/use-server-list';
import { AdminPage } from '../admin-page';
import { useMenuActions } from './menu-actions';
import { menuColumns } from './menu-columns';
import { MenuDialog } from './menu-dialog';
import { fetchMenus, MENUS_KEY, type Menu, menuId, menuParent } from './menu-queries';
import { MENU_SEARCH_FIELDS } from './menu-search';

// Collapsed at first: the seed alone has hundreds of menus (RuoYi's menu table also opens collapsed).
const TREE = { parent: menuParent };

/**
 * Menu management (/menu/menu), as RuoYi's: a tree table of catalogues, menus and buttons searched by name and
 * status, expanded or collapsed at once; add, add a child, edit (the fields of each type) and delete.
 */
export default function MenuListPage({ route }: PageProps) {
  const t = useT();
  const time = useDateTime();
  const columns = useMemo(() => menuColumns(t, time), [t, time]);
  const list = useServerList<Menu>({ queryKey: MENUS_KEY, fields: MENU_SEARCH_FIELDS, fetchPage: (query) => fetchMenus(fullClient, query) });
  const { actions, editing, close } = useMenuActions();
  return (
    <AdminPage route={route} kind="adminMenus">
      <ListView list={list} fields={MENU_SEARCH_FIELDS} columns={columns} actions={actions} getRowId={menuId} rowName={(m) => m.menuName} caption={t('menu.table')} tree={TREE} />
      {editing && <MenuDialog key={editing.key} editing={editing} onClose={close} />}
    </AdminPage>
  );
}
