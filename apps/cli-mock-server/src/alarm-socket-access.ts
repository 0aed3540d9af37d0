import type { IncomingMessage } from 'node:http';
import { endpoints } from '@vigil/sdk';
import { authorize } from './authorize';
import type { MockContext } from './context';
import { ApiError } from './errors';
import { sessionOf } from './session';

/**
 * What a /ws/alarm upgrade gets: refused with an HTTP status, or admitted with the products whose alarms it receives
 * (undefined: every product).
 */
export type AlarmAdmission = { refuse: number } | { products: ReadonlySet<string> | undefined };

/**
 * Admission of a /ws/alarm upgrade. The public channel (spec §7: `uuid`, `p=-1`, `local`, `timeZone`) carries no
 * session and gets every alarm. A socket that also carries the session token (`?token=…`, as /ws/device does, or
 * `Authorization: Bearer …`) gets only the alarms of the products whose alarm list the user may read
 * (`{module}:alarm:list`, the scope of `POST /sensor/alarm/list`): none when it may read none. A token naming no
 * session is refused with 401, like the device socket.
 */
export function admitAlarmSocket(context: MockContext, request: IncomingMessage, url: URL): AlarmAdmission {
  const token = url.searchParams.get('token');
  const authorization = token ? `Bearer ${token}` : request.headers.authorization;
  if (!authorization) return { products: undefined };
  const session = sessionOf(context.store, authorization);
  if (!session) return context.options.enforceAccess ? { refuse: 401 } : { products: undefined };
  try {
    return { products: authorize(endpoints.alarms.list, session, {}, context).products };
  } catch (error) {
    if (error instanceof ApiError && error.code === 403) return { products: new Set() };
    throw error;
  }
}
