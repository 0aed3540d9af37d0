import type { Translate } from '../../../i18n/translator';
import { DictTag } from '../../dicts';
import type { ListColumn } from '../../list/list-types';
import { MENU_TYPES } from './menu-form';
import { MenuIcon } from './menu-icon';
import type { Menu } from './menu-queries';
import { textOrDash as text } from '../../list/cell-text';

/** The menu tree table's columns, as RuoYi's: name, icon, type, order, permission, component, visibility (sys_show_hide), status, created. */
export function menuColumns(t: Translate, time: (value: unknown) => string): ListColumn<Menu>[] {
  return [
    { id: 'menuName', label: 'menu.name', cell: (m) => m.menuName },
    { id: 'icon', label: 'menu.icon', cell: (m) => <MenuIcon icon={m.icon} /> },
    { id: 'menuType', label: 'menu.type', cell: (m) => t(MENU_TYPES[m.menuType]) },
    { id: 'orderNum', label: 'menu.orderNum', cell: (m) => String(m.orderNum ?? 0) },
    { id: 'perms', label: 'menu.perms', cell: (m) => <span className="font-mono">{text(m.perms)}</span> },
    { id: 'component', label: 'menu.component', cell: (m) => text(m.component) },
    { id: 'visible', label: 'menu.visible', cell: (m) => <DictTag dict="sys_show_hide" value={m.visible} /> },
    { id: 'status', label: 'menu.status', cell: (m) => <DictTag dict="sys_normal_disable" value={m.status} /> },
    { id: 'createTime', label: 'menu.createTime', cell: (m) => time(m.createTime) },
  ];
}
