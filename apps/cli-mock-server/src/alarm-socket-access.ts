import type { IncomingMessage } from 'node:http';
import { endpoints } from '@vigil/sdk';
import { authorize } from './authorize';
import type { MockContext } from './context';
import { ApiError } from './errors';
import { type Scope, visibleIn } from './scope';
import { sessionOf } from './session';
import type { AlarmScope } from './sockets';

/**
 * What a /ws/alarm upgrade gets: refused with an HTTP status, or admitted with the products whose alarms it receives
 * (undefined: every product) and the devices (undefined: every device of those products).
 */
export type AlarmAdmission = { refuse: number } | { products: ReadonlySet<string> | undefined; scope?: AlarmScope | undefined };

/**
 * Admission of a /ws/alarm upgrade. The public channel (spec §7: `uuid`, `p=-1`, `local`, `timeZone`) carries no
 * session and gets every alarm. A socket that also carries the session token (`?token=…`, as /ws/device does, or
 * `Authorization: Bearer …`) gets exactly the alarms its user's alarm list holds (the scope of
 * `POST /sensor/alarm/list`): the products whose alarm list the user may read (`{module}:alarm:list`, none when it may
 * read none) and, within them, the devices of its data scope (departments, or its own for '5'). A token naming no
 * session is refused with 401, like the device socket.
 */
export function admitAlarmSocket(context: MockContext, request: IncomingMessage, url: URL): AlarmAdmission {
  const token = url.searchParams.get('token');
  const authorization = token ? `Bearer ${token}` : request.headers.authorization;
  if (!authorization) return { products: undefined };
  const session = sessionOf(context.store, authorization, context.sessions);
  if (!session) return context.options.enforceAccess ? { refuse: 401 } : { products: undefined };
  try {
    const scope = authorize(endpoints.alarms.list, session, {}, context);
    return { products: scope.products, scope: devicesOf(scope, context) };
  } catch (error) {
    if (error instanceof ApiError && error.code === 403) return { products: new Set() };
    throw error;
  }
}

/** The data-scope half as a socket filter, by the alarm's device as the alarm list reads it (owner rule `device`). */
function devicesOf(scope: Scope, context: MockContext): AlarmScope | undefined {
  const { depts, self } = scope;
  if (!depts) return undefined;
  const dataOnly: Scope = { products: undefined, depts, self };
  return {
    key: `${[...depts].sort().join(',')}|${self?.userId ?? ''}`,
    admits: () => {
      const visible = visibleIn(dataOnly, 'device', context);
      return (alarm) => visible({ imei: alarm.imei, productId: alarm.productId });
    },
  };
}
