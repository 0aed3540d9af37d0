import { type AlarmFeed, type AlarmItem, alarmTimeOf, type RealtimeSocket } from '@vigil/realtime';
import type { AlarmPayload } from '@vigil/sdk';
import { isSuccess } from '@vigil/sdk/client';
import { WHOLE_PRODUCT_LIST } from '@vigil/sdk/catalogue';
import { alarmProducts, mayReceiveAlarm } from './alarm-scope';
import { alarmSeenKey, RESYNC_PAGE_SIZE, recordToPayload, resyncBegin } from './alarm-resync';
import { type ResyncMark, reloadResyncFrom } from './resync-mark';

/** Confirmed or evicted alarms remembered, so a resync does not bring them back. */
const DISMISSED_LIMIT = 200;
/** How far back an unreadable alarm's resync looks when the feed holds no alarm yet (the frame was just sent). */
const UNREADABLE_LOOKBACK_MS = 10 * 60_000;

export interface ResyncDeps {
  feed: AlarmFeed;
  socket: RealtimeSocket<'public'>;
  /** The signed-in user's permissions now. */
  permissions: () => readonly string[];
  /** The user's IANA zone now (the list answers in it; the range is written in it). */
  timeZone: () => string;
  now?: () => number;
  /** Where the resync point outlives the page (a reload), for the signed-in user; see `ResyncMark`. */
  marks?: { read(): ResyncMark | null; write(mark: ResyncMark): void };
}

export interface ResyncWiring {
  /** Stores the resync point now: called when the page is hidden or goes away. */
  save(): void;
  off(): void;
}

/**
 * "Nothing lost across a drop": after every reconnect of the public socket (not its first open, and also after a
 * reconnect for a new language or zone) the alarms raised since the newest one the feed has held are fetched from
 * `/sensor/alarm/list`, for each enabled product whose alarms the user may read, and merged into the feed (sn + type,
 * time order, cap 15). Alarms the user confirmed meanwhile stay confirmed.
 *
 * A reload is a drop too: an alarm in flight when the page went away reaches neither page. So the first open of a
 * page resyncs as well when the previous page of the same user went away moments ago (`reloadResyncFrom`), from the
 * point it had reached, with the alarms it had confirmed still confirmed.
 *
 * An alarm frame the socket could not read at all (`unreadableAlarm`) resyncs too, so it is not lost either.
 */
export function wireResync({ feed, socket, permissions, timeZone, now = Date.now, marks }: ResyncDeps): ResyncWiring {
  let downAt: number | undefined;
  let liveSince: number | undefined;
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
    const products = await fullClient.devices.products({ ...WHOLE_PRODUCT_LIST }, { extension: true }).catch(() => undefined);
    const enabled =
      products && isSuccess(products) ? new Set(products.rows.filter((p) => p.enabled === true).map((p) => String(p.productId))) : undefined;
    const ids = alarmProducts(permissions(), enabled && enabled.size > 0 ? enabled : undefined);
    const answers = await Promise.all(
      ids.map((productId) => fullClient.alarms.list({ productId, beginTime: begin, pageNum: 1, pageSize: RESYNC_PAGE_SIZE }).catch(() => undefined)),
    );
    return answers.flatMap((answer) => (answer && isSuccess(answer) ? answer.rows.map(recordToPayload) : []));
  };

  let running: Promise<void> = Promise.resolve();
  const resync = (from?: string) => {
    const begin = from ?? resyncBegin(newest === undefined ? [] : [newest], downAt ?? now(), timeZone());
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
    if (reconnect) return resync();
    if (liveSince !== undefined) return;
    // The first open: nothing of this page's is saved yet (save needs `liveSince`), so the mark is the last page's.
    liveSince = now();
    const previousPage = marks?.read() ?? null;
    const from = previousPage ? reloadResyncFrom(previousPage, liveSince, timeZone()) : undefined;
    if (from === undefined || !previousPage) return;
    for (const key of previousPage.dismissed) dismissed.add(key);
    resync(from);
  };
  // An alarm frame the socket could not read at all may have been an alarm: fetch the list rather than lose it. One
  // resync at a time serves a burst of them.
  let catchingUp = false;
  const offUnreadable = () => {
    if (catchingUp) return;
    catchingUp = true;
    resync(resyncBegin(newest === undefined ? [] : [newest], now() - UNREADABLE_LOOKBACK_MS, timeZone()));
    running = running.finally(() => {
      catchingUp = false;
    });
  };
  feed.on('change', offChange);
  socket.on('status', offStatus);
  socket.on('open', offOpen);
  socket.on('unreadableAlarm', offUnreadable);
  const save = () => {
    // Only a page that had the socket open knows a point up to which nothing was missed.
    if (!marks || liveSince === undefined) return;
    marks.write({ at: now(), liveSince, ...(newest === undefined ? {} : { newest }), dismissed: [...dismissed] });
  };
  return {
    save,
    off: () => {
      feed.off('change', offChange);
      socket.off('status', offStatus);
      socket.off('open', offOpen);
      socket.off('unreadableAlarm', offUnreadable);
    },
  };
}
