import type { ReactNode } from 'react';
import type { MessageKey } from '../../i18n/zh-CN';

export interface SearchOption {
  value: string;
  label: MessageKey;
}

/** One field of a list's search form; its `name` is the request's field and the URL's query parameter. */
export type SearchField =
  | { name: string; label: MessageKey; kind: 'text' }
  /** A calendar day (`yyyy-MM-dd`), e.g. a time range's beginTime and endTime (the backend reads a bare date as that whole day). */
  | { name: string; label: MessageKey; kind: 'date' }
  | { name: string; label: MessageKey; kind: 'select'; options: readonly SearchOption[] };

/** A column of a list: the id names it in the column toggle, `cell` renders a row's value. */
export interface ListColumn<Row> {
  id: string;
  label: MessageKey;
  cell: (row: Row) => ReactNode;
}

/** The RuoYi actions of a list, each with its label (搜索/重置 belong to the search form). */
export const LIST_ACTION_LABELS = {
  add: 'list.add',
  edit: 'list.edit',
  delete: 'list.delete',
  export: 'list.export',
  import: 'list.import',
  unbind: 'list.unbind',
  share: 'list.share',
  sim: 'list.sim',
  switches: 'list.switches',
  track: 'list.track',
  probes: 'probe.open',
  channels: 'probe.openChannels',
  thresholds: 'probe.helmetThresholds',
  send: 'list.send',
  resetAlarm: 'list.resetAlarm',
  dispatch: 'list.dispatch',
  viewOrder: 'list.viewOrder',
  receive: 'list.receive',
  complete: 'list.complete',
  refuse: 'list.refuse',
  sms: 'list.sms',
  history: 'list.history',
  batchEdit: 'list.batchEdit',
  addChild: 'list.addChild',
  upload: 'list.upload',
  download: 'list.download',
  publish: 'list.publish',
  resetPwd: 'list.resetPwd',
  addUser: 'list.addUser',
  cancelAuth: 'list.cancelAuth',
  cancelAuthAll: 'list.cancelAuthAll',
  dataScope: 'role.dataScopeAction',
  assignUsers: 'role.assignUsers',
  confirmPay: 'list.confirmPay',
  closePay: 'list.closePay',
  refund: 'list.refund',
  freeze: 'list.freeze',
  thaw: 'list.thaw',
  records: 'list.records',
  talk: 'list.talk',
  preview: 'list.preview',
  endRecording: 'list.endRecording',
  linkage: 'route.linkage',
  refresh: 'site.refresh',
  entrances: 'site.open',
  batchNames: 'site.batchNames',
  assignDevice: 'site.assignDevice',
  removeFromSite: 'site.removeDevice',
} as const satisfies Record<string, MessageKey>;
export type ListActionId = keyof typeof LIST_ACTION_LABELS;

/** A permission-guarded action of a list's toolbar or of each row. */
export interface ListAction<Row> {
  id: ListActionId;
  /**
   * Any one shows the action (`*:*:*` shows all); an empty list throws. `'session'`: a call any signed-in user makes
   * for themselves (e.g. closing their own pending order), shown to everyone who sees the list.
   */
  permissions: readonly string[] | 'session';
  /** `toolbar` acts on nothing or on the selection; `row` on the row it sits in. */
  placement: 'toolbar' | 'row';
  /** A toolbar action that acts on selected rows stays disabled without them: exactly one, or at least one. */
  selection?: 'one' | 'some';
  /** Asks for confirmation first (RuoYi's 系统提示 dialog). */
  destructive?: boolean;
  /** The confirmation's question for one named row and for several (default: RuoYi's delete question). */
  confirm?: { one: MessageKey; many: MessageKey };
  /** A row action offered only for the rows it holds for (e.g. what a work order's status allows); default: every row. */
  available?: (row: Row) => boolean;
  run: (rows: readonly Row[]) => void | Promise<void>;
}

/** What a list's state is: the applied filters, the 1-based page and its size. */
export interface ListQuery {
  filters: Readonly<Record<string, string>>;
  pageNum: number;
  pageSize: number;
}

export interface ListPage<Row> {
  rows: Row[];
  total: number;
}
