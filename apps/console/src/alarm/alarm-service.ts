import { type AlarmFeed, type AlarmPopup, type AlarmSound, createAlarmFeed, createAlarmPopup, createAlarmSound, RealtimeSocket } from '@vigil/realtime';
import { subscribeKey } from 'valtio/utils';
import { alarmSocketUrl } from '../app/base-path';
import { cookies, local, session, settings } from '../app/services';
import { browserTimeZone } from '../app/time-zone';
import { COOKIE, LOCAL } from '../storage/storage-keys';
import { wireResync } from './alarm-resync-wiring';
import { alarmScopeFilter } from './alarm-scope';
import { flushWhenHidden } from './flush-when-hidden';
import { parseResyncMark } from './resync-mark';

export interface AlarmService {
  feed: AlarmFeed;
  popup: AlarmPopup;
  sound: AlarmSound;
  socket: RealtimeSocket<'public'>;
  /** Connects the public socket (the popup is on for this page). */
  start(): void;
  /** Closes it (the page is one where the popup is off, or the user left). */
  stop(): void;
}

/** This browser's id on the public channel, kept in the `uuid` cookie (spec §3). */
function browserUuid(): string {
  const stored = cookies.get(COOKIE.uuid);
  if (stored) return stored;
  const id = crypto.randomUUID();
  cookies.set(COOKIE.uuid, id);
  return id;
}

let instance: AlarmService | null = null;

/** The one live-alarm pipeline of the page: public socket → feed → popup and sound state. */
export function alarmService(): AlarmService {
  if (instance) return instance;
  const storage = local.storage;
  const feed = createAlarmFeed({ storage });
  const socket = new RealtimeSocket({
    url: alarmSocketUrl(),
    channel: 'public',
    params: { uuid: browserUuid(), local: settings.state.language, timeZone: browserTimeZone() },
  });
  // A backend may broadcast every alarm on the public channel: the user gets only its products' (vigil-mock already
  // scopes a socket that carries the session token).
  const inScope = alarmScopeFilter(() => session.state.permissions);
  socket.on('alarm', (message) => {
    if (inScope(message.payload.proBh)) feed.add(message);
  });
  // The socket speaks the UI's language and zone: a switch reconnects it at once, so the next alarm is in the new one.
  subscribeKey(settings.state, 'language', (language) => socket.setParams({ local: language, timeZone: browserTimeZone() }));
  const resync = wireResync({
    feed,
    socket,
    permissions: () => session.state.permissions,
    timeZone: browserTimeZone,
    marks: {
      read: () => {
        const stored = local.get(LOCAL.alarmResync, (v) => v as { user?: unknown; mark?: unknown } | null);
        return stored && stored.user === cookies.get(COOKIE.userid) ? parseResyncMark(stored.mark) : null;
      },
      write: (mark) => local.set(LOCAL.alarmResync, { user: cookies.get(COOKIE.userid), mark }),
    },
  });
  // What arrived since the last coalesced write is stored before the page goes away (a hidden page gets no frames),
  // with the point the next page resyncs from.
  flushWhenHidden({
    flush: () => {
      feed.flush();
      resync.save();
    },
  });
  socket.on('status', (status) => local.set(LOCAL.socketStatu, status));
  const popup = createAlarmPopup({ feed, socket, storage });
  // The realtime popup remembers only "closed"; minimised survives a reload here. A new alarm still re-expands it.
  if (local.get(LOCAL.popupMinimised, (v) => (v === true ? v : null)) && popup.state.mode === 'expanded') popup.minimise();
  popup.on('change', ({ mode }) => local.set(LOCAL.popupMinimised, mode === 'minimised'));
  // An <audio> element the sound state drives; the file ships in public/.
  const audio = new Audio(`${import.meta.env.BASE_URL}alarm.wav`);
  audio.preload = 'auto';
  const sound = createAlarmSound({ audio, feed, storage });
  instance = {
    feed,
    popup,
    sound,
    socket,
    start: () => {
      // The session token scopes the socket to the user's products where the server supports it (vigil-mock does).
      socket.setParams({ token: session.state.token ?? undefined, local: settings.state.language, timeZone: browserTimeZone() });
      socket.connect();
    },
    stop: () => socket.close(),
  };
  return instance;
}
