import type { FormFieldConfig } from '../../forms/form-types';
import { optionsOf } from '../../list/select-field';
import { type TreeNode, withoutSubtree } from '../../tree';
import { ADMIN_STATUS_CHOICES } from '../admin-search';
import { IconPicker } from './icon-picker';
import type { Menu } from './menu-queries';

/** RuoYi's menu types: M catalogue (目录), C menu (菜单), F button (按钮). */
export const MENU_TYPES = { M: 'menu.typeM', C: 'menu.typeC', F: 'menu.typeF' } as const;

type Values = Readonly<Record<string, unknown>>;
const notButton = (v: Values) => v.menuType !== 'F';
const isMenu = (v: Values) => v.menuType === 'C';
const notCatalogue = (v: Values) => v.menuType !== 'M';

/**
 * The menu form, as RuoYi's: the fields each type has. A catalogue has an icon, route address and visibility; a
 * menu adds the component, its query, the permission string and the cache flag; a button has only its name, order
 * and permission string (no route fields). The parent is 主类目 or any menu but the edited one and its descendants.
 */
export function menuFields(tree: readonly TreeNode<unknown>[], editing: Menu | null, rootLabel: string): FormFieldConfig[] {
  const nodes = editing ? withoutSubtree(tree, String(editing.menuId)) : tree;
  return [
    { name: 'parentId', label: 'menu.parent', kind: 'tree', nodes: [{ id: '0', label: rootLabel, row: null, children: [...nodes] }], required: true },
    { name: 'menuType', label: 'menu.type', kind: 'select', options: optionsOf(MENU_TYPES), required: true },
    { name: 'icon', label: 'menu.icon', kind: 'custom', when: notButton, control: ({ value, onChange, aria }) => <IconPicker value={value} onChange={onChange} aria={aria} /> },
    { name: 'menuName', label: 'menu.name', kind: 'text', required: true },
    { name: 'orderNum', label: 'menu.orderNum', kind: 'text', required: true },
    { name: 'isFrame', label: 'menu.isFrame', kind: 'select', options: optionsOf({ '0': 'menu.yes', '1': 'menu.no' }), when: notButton, hint: 'menu.isFrameHint' },
    { name: 'path', label: 'menu.path', kind: 'text', when: notButton, hint: 'menu.pathHint' },
    { name: 'component', label: 'menu.component', kind: 'text', when: isMenu, hint: 'menu.componentHint' },
    { name: 'query', label: 'menu.query', kind: 'text', when: isMenu },
    { name: 'perms', label: 'menu.perms', kind: 'text', when: notCatalogue, hint: 'menu.permsHint' },
    { name: 'isCache', label: 'menu.isCache', kind: 'select', options: optionsOf({ '0': 'menu.cache', '1': 'menu.noCache' }), when: isMenu },
    { name: 'visible', label: 'menu.visible', kind: 'select', options: optionsOf({ '0': 'menu.shown', '1': 'menu.hidden' }), when: notButton, hint: 'menu.visibleHint' },
    { name: 'status', label: 'menu.status', kind: 'select', options: optionsOf(ADMIN_STATUS_CHOICES), when: notButton },
  ];
}

export type MenuFormValues = Record<string, string | number>;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** A new menu, under `parent` when added from a row (a catalogue at the top, a menu below one), as RuoYi's form starts. */
export const newMenuValues = (parent: Menu | null): MenuFormValues => ({
  parentId: parent ? String(parent.menuId) : '0',
  menuType: parent ? (parent.menuType === 'M' ? 'C' : 'F') : 'M',
  icon: '',
  menuName: '',
  orderNum: 0,
  isFrame: '1',
  path: '',
  component: '',
  query: '',
  perms: '',
  isCache: '0',
  visible: '0',
  status: '0',
});

/** The edit form prefilled with the menu's stored fields. */
export function menuValues(menu: Menu): MenuFormValues {
  const fields = ['icon', 'path', 'component', 'query', 'perms'] as const;
  return {
    ...newMenuValues(null),
    ...Object.fromEntries(fields.map((name) => [name, text(menu[name])])),
    menuId: menu.menuId,
    parentId: text(menu.parentId ?? 0),
    menuType: menu.menuType,
    menuName: menu.menuName,
    orderNum: menu.orderNum ?? 0,
    isFrame: text(menu.isFrame ?? '1'),
    isCache: text(menu.isCache ?? '0'),
    visible: menu.visible ?? '0',
    status: menu.status ?? '0',
  };
}
