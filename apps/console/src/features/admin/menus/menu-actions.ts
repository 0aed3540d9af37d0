import { menuEndpoints } from '@vigil/sdk';
import { fullClient } from '../../../app/full-client';
import { useAfterSave } from '../../data/use-after-save';
import { useEditing } from '../../forms/use-editing';
import { adminPermissions } from '../../list/call-permissions';
import type { ListAction } from '../../list/list-types';
import type { MenuEditing } from './menu-dialog';
import { MENUS_KEY, type Menu } from './menu-queries';


/**
 * The menu tree table's actions, as RuoYi's: 新增 in the toolbar; per row 修改, 新增 (a child, the parent
 * prefilled; a button has none) and 删除, which the server refuses while the menu has children (its message is toasted).
 */
export function useMenuActions() {
  const afterSave = useAfterSave(MENUS_KEY);
  const { editing, open, close } = useEditing<MenuEditing>();
  const actions: ListAction<Menu>[] = [
    { id: 'add', placement: 'toolbar', permissions: adminPermissions(menuEndpoints.create), run: () => open({ menu: null, parent: null }) },
    { id: 'edit', placement: 'row', permissions: adminPermissions(menuEndpoints.update), run: ([row]) => row && open({ menu: row }) },
    {
      id: 'add',
      placement: 'row',
      permissions: adminPermissions(menuEndpoints.create),
      available: (row) => row.menuType !== 'F',
      run: ([row]) => row && open({ menu: null, parent: row }),
    },
    {
      id: 'delete',
      placement: 'row',
      destructive: true,
      permissions: adminPermissions(menuEndpoints.remove),
      run: async ([row]) => void (row && (await afterSave(fullClient.menus.remove({ id: row.menuId }), 'list.deleted'))),
    },
  ];
  return { actions, editing, close };
}
