import { Button, type ButtonProps } from '@vigil/ui';
import { Ban, BellOff, Building2, ListPlus, LogOut, MapPinPlus, RefreshCw, CircleCheck, CircleCheckBig, CircleStop, CircleX, ClipboardList, ClipboardPlus, CreditCard, Download, Eye, Gauge, History, Inbox, KeyRound, Link2, Megaphone, MessageSquare, Mic, Pencil, PencilLine, Plus, ReceiptText, Route, Send, Share2, SlidersHorizontal, Snowflake, Sun, ToggleRight, Trash2, Undo2, Unlink, Upload, UserPlus, UserRound, UserX } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { AuthButton } from '../permissions/auth-button';
import { LIST_ACTION_LABELS, type ListAction, type ListActionId } from './list-types';

export const ACTION_ICONS = { add: Plus, edit: Pencil, delete: Trash2, export: Download, import: Upload, unbind: Unlink, share: Share2, sim: CreditCard, switches: ToggleRight, linkage: Link2, track: Route, probes: Gauge, channels: Gauge, thresholds: SlidersHorizontal, send: Send, receive: Inbox, complete: CircleCheck, refuse: Ban, sms: MessageSquare, history: History, resetAlarm: BellOff, dispatch: ClipboardPlus, viewOrder: ClipboardList, batchEdit: PencilLine, addChild: Plus, upload: Upload, download: Download, publish: Megaphone, resetPwd: KeyRound, addUser: UserPlus, cancelAuth: UserX, cancelAuthAll: UserX, dataScope: CircleCheckBig, assignUsers: UserRound, confirmPay: CircleCheckBig, closePay: CircleX, refund: Undo2, freeze: Snowflake, thaw: Sun, records: ReceiptText, endRecording: CircleStop, talk: Mic, preview: Eye, refresh: RefreshCw, entrances: Building2, batchNames: ListPlus, assignDevice: MapPinPlus, removeFromSite: LogOut } as const satisfies Record<ListActionId, unknown>;

export interface ActionButtonProps<Row> {
  action: ListAction<Row>;
  rows: readonly Row[];
  disabled?: boolean;
  size?: 'sm' | 'md';
  /** Runs the action, or asks first when it is destructive. */
  onTrigger: (action: ListAction<Row>, rows: readonly Row[]) => void;
  /** Names the row in the accessible name of a row action ("删除 8612…"). */
  rowName?: string;
}

/** One list action, removed for a user without its permissions (a `'session'` action is everyone's). */
export function ActionButton<Row>({ action, rows, disabled, size = 'sm', onTrigger, rowName }: ActionButtonProps<Row>) {
  const t = useT();
  const Icon = ACTION_ICONS[action.id];
  const label = t(LIST_ACTION_LABELS[action.id]);
  const props: ButtonProps = {
    size,
    variant: action.placement === 'row' ? 'link' : action.destructive ? 'danger' : action.id === 'add' ? 'primary' : 'outline',
    disabled,
    'aria-label': rowName ? `${label} ${rowName}` : undefined,
    onClick: () => onTrigger(action, rows),
    children: (
      <>
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </>
    ),
  };
  // A session call (the user's own) needs no permission; any other is removed for a user without one of its permissions.
  return action.permissions === 'session' ? <Button {...props} data-action={action.id} /> : <AuthButton {...props} data-action={action.id} permissions={action.permissions} />;
}
