import { useQuery } from '@tanstack/react-query';
import { menuBodySchema } from '@vigil/sdk';
import { useMemo } from 'react';
import { fullClient } from '../../../app/full-client';
import { useT } from '../../../i18n/use-t';
import { unwrap } from '../../data/unwrap';
import { useAfterSave } from '../../data/use-after-save';
import { LazyFormDialog } from '../../forms/lazy-form-dialog';
import { type MenuFormValues, menuFields, menuValues, newMenuValues } from './menu-form';
import { MENUS_KEY, type Menu, menuTree } from './menu-queries';

type MenuBody = Parameters<typeof fullClient.menus.create>[0];

/** What the menu dialog does: add (under `parent` when added from a row) or edit `menu`. */
export type MenuEditing = { menu: Menu; parent?: undefined } | { menu: null; parent: Menu | null };

/** The menu add/edit dialog; its parent picker is 主类目 over every menu but the edited one's subtree. */
export function MenuDialog({ editing, onClose }: { editing: MenuEditing; onClose: () => void }) {
  const t = useT();
  const afterSave = useAfterSave(MENUS_KEY);
  const all = useQuery({ queryKey: [...MENUS_KEY, 'tree'], queryFn: async () => (await unwrap(fullClient.menus.list({}))).data });
  const rootLabel = t('menu.root');
  const fields = useMemo(() => menuFields(menuTree(all.data ?? []), editing.menu, rootLabel), [all.data, editing.menu, rootLabel]);
  if (all.isPending) return null;
  const { menu } = editing;
  return (
    <LazyFormDialog<MenuFormValues>
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(menu ? 'menu.editTitle' : 'menu.addTitle')}
      schema={menuBodySchema}
      fields={fields}
      defaultValues={menu ? menuValues(menu) : newMenuValues(editing.parent)}
      onSubmit={(values) => {
        const body = values as MenuBody;
        return afterSave(menu ? fullClient.menus.update(body) : fullClient.menus.create(body), menu ? 'list.edited' : 'list.added');
      }}
    />
  );
}
