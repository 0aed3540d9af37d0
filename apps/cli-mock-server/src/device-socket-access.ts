import type { IncomingMessage } from 'node:http';
import { endpoints } from '@vigil/sdk';
import { authorize } from './authorize';
import type { MockContext } from './context';
import { ApiError } from './errors';
import { deviceByImei } from './handlers/devices';
import { sessionOf } from './session';

/**
 * Admission of a /ws/device upgrade (spec §6): the session token comes as `?token=…` (browsers cannot set headers on
 * a WebSocket) or as `Authorization: Bearer …`; none or a bad one → 401. The stream is the device's real-time data, so
 * it needs what `POST /intime/data` needs (else 403), and an IMEI outside the caller's scope is refused exactly like an
 * unknown one (404).
 */
export function admitDeviceSocket(context: MockContext, request: IncomingMessage, url: URL): number | undefined {
  const token = url.searchParams.get('token');
  const session = sessionOf(context.store, token ? `Bearer ${token}` : request.headers.authorization, context.sessions);
  if (!session && context.options.enforceAccess) return 401;
  const imei = url.searchParams.get('imei') ?? '';
  try {
    const scope = authorize(endpoints.sensors.realtime, session, { imei }, context);
    deviceByImei({ params: {}, query: { imei }, body: {}, session, scope }, context, imei);
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return error.code === 403 ? 403 : 404;
    throw error;
  }
}
