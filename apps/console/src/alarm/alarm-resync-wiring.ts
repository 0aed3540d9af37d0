import { type AlarmFeed, type AlarmItem, alarmTimeOf, type RealtimeSocket } from '@vigil/realtime';
import type { AlarmPayload } from '@vigil/sdk';
import { isSuccess } from '@vigil/sdk/client';
import { alarmProducts, mayReceiveAlarm } from './alarm-scope';
import { alarmSeenKey, RESYNC_PAGE_SIZE, recordToPayload, resyncBegin } from './alarm-resync';

/** Confirmed or evicted alarms remembered, so a resync does not bring them back. */
const DISMISSED_LIMIT = 200;

export interface ResyncDeps {
  feed: AlarmFeed;
  socket: RealtimeSocket<'public'>;
  /** The signed-in user's permissions now. */
  permissions: () => readonly string[];
  /** The user's IANA zone now (the list answers in it; the range is written in it). */
  timeZone: () => string;
  now?: () => number;
}

/**
 * "Nothing lost across a drop": after every reconnect of the public socket (not its first open, and also after a
 * reconnect for a new language or zone) the alarms raised since the newest one the feed has held are fetched from
 * `/sensor/alarm/list`, for each enabled product whose alarms the user may read, and merged into the feed (sn + type,
 * time order, cap 15). Alarms the user confirmed meanwhile stay confirmed. Returns the unsubscribe.
 */
export function wireResync({ feed, socket, permissions, timeZone, now = Date.now }: ResyncDeps): () => void {
  let downAt: number | undefined;
  let newest: string | number | undefined;
  const dismissed = new Set<string>();
  let held = new Map<string, AlarmItem>();

  const track = (items: readonly AlarmItem[]) => {
    const next = new Map(items.map((item) => [item.id, item]));
    for (const [id, item] of held) {
      if (next.has(id)) continue;
      dismissed.add(alarmSeenKey(item));
      if (dismissed.size > DISMISSED_LIMIT) dismissed.delete(dismissed.values().next().value as string);
    }
    held = next;
    for (const item of items) {
      const order = alarmTimeOf(item.alarmVo.timeStamp);
      if (order !== undefined && (newest === undefined || order > (alarmTimeOf(newest) ?? Number.NEGATIVE_INFINITY))) newest = item.alarmVo.timeStamp;
    }
  };
  track(feed.items);

  const fetchSince = async (begin: string): Promise<AlarmPayload[]> => {
    // Loaded with the first resync only: the socket and the feed do not need the whole endpoint table.
    const { fullClient } = await import('../app/full-client');
    const products = await fullClient.devices.products({}).catch(() => undefined);
    const enabled =
      products && isSuccess(products) ? new Set(products.rows.filter((p) => p.enabled === true).map((p) => String(p.productId))) : undefined;
    const ids = alarmProducts(permissions(), enabled && enabled.size > 0 ? enabled : undefined);
    const answers = await Promise.all(
      ids.map((productId) => fullClient.alarms.list({ productId, beginTime: begin, pageNum: 1, pageSize: RESYNC_PAGE_SIZE }).catch(() => undefined)),
    );
    return answers.flatMap((answer) => (answer && isSuccess(answer) ? answer.rows.map(recordToPayload) : []));
  };

  let running: Promise<void> = Promise.resolve();
  const resync = () => {
    const begin = resyncBegin(newest === undefined ? [] : [newest], downAt ?? now(), timeZone());
    running = running
      .then(() => fetchSince(begin))
      .then((payloads) => {
        const held = permissions();
        feed.merge(payloads.filter((payload) => mayReceiveAlarm(held, payload.proBh) && !dismissed.has(alarmSeenKey(payload))));
      })
      .catch(() => undefined);
  };

  const offChange = (items: readonly AlarmItem[]) => track(items);
  const offStatus = (status: string, previous: string) => {
    if (previous === 'open' && status !== 'open') downAt = now();
  };
  const offOpen = ({ reconnect }: { reconnect: boolean }) => {
    if (reconnect) resync();
  };
  feed.on('change', offChange);
  socket.on('status', offStatus);
  socket.on('open', offOpen);
  return () => {
    feed.off('change', offChange);
    socket.off('status', offStatus);
    socket.off('open', offOpen);
  };
}
