import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger, Icon } from '@vigil/ui';
import { useT } from '../../i18n/use-t';
import { ACTION_ICONS, ActionButton } from './action-button';
import { LIST_ACTION_LABELS, type ListAction } from './list-types';

/** How many of a row's actions stand as buttons; beyond them the rest go into 更多 (RuoYi's more menu). */
export const ROW_ACTIONS_SHOWN = 3;

export interface RowActionsProps<Row> {
  /** The row's actions the user holds and the row allows, in their order. */
  actions: readonly ListAction<Row>[];
  row: Row;
  /** Names the row in the buttons' and the menu's accessible names ("删除 8612…", "更多 8612…"). */
  rowName: string;
  onTrigger: (action: ListAction<Row>, rows: readonly Row[]) => void;
}

/**
 * A row's actions: up to three as buttons; with more, the first three and a 更多 menu holding the rest, so the
 * pinned 操作 column stays narrow on every list.
 */
export function RowActions<Row>({ actions, row, rowName, onTrigger }: RowActionsProps<Row>) {
  const t = useT();
  const shown = actions.slice(0, ROW_ACTIONS_SHOWN);
  const rest = actions.slice(ROW_ACTIONS_SHOWN);
  const more = t('list.more');
  return (
    <div className="flex items-center gap-1">
      {shown.map((action) => (
        <ActionButton key={action.id} action={action} rows={[row]} rowName={rowName} onTrigger={onTrigger} />
      ))}
      {rest.length > 0 && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button size="sm" variant="link" aria-label={`${more} ${rowName}`} data-action="more">
              {more}
              <Icon name="chevronDown" size="sm" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {rest.map((action) => {
              const ActionIcon = ACTION_ICONS[action.id];
              return (
                <DropdownMenuItem key={action.id} data-action={action.id} variant={action.destructive ? 'danger' : 'default'} onSelect={() => onTrigger(action, [row])}>
                  <ActionIcon aria-hidden="true" className="size-4" />
                  {t(LIST_ACTION_LABELS[action.id])}
                </DropdownMenuItem>
              );
            })}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </div>
  );
}
