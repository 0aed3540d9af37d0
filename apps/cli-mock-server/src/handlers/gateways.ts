import { collectionHandlers } from '../crud';
import { ok } from '../envelope';
import { ApiError } from '../errors';
import { gatewayRow, gatewayView, type SwitchChannel, switchChannel } from '../gateway-state';
import { requireSession } from '../session';
import { deviceByImei } from './devices';
import type { HandlerTable } from './types';

// Linkage rules hold what linkageBodySchema checked (name, source product, target gateway IMEI, channel, action).
const linkages = collectionHandlers({
  collection: 'linkages',
  idField: 'id',
  label: 'linkage',
  likeFields: ['name'],
  sort: { field: 'id', descending: false },
  defaults: () => ({ enabled: true, sourceImei: null }),
});

/** Gateway switch channels and linkage rules: the sdk's extension calls for the controller module. */
export const gatewayHandlers: HandlerTable = {
  'gateways.channels': (request, context) => ok(gatewayView(gatewayRow(context, deviceByImei(request, context, request.query.imei)))),
  'gateways.switch': (request, context) => {
    const { body, session } = request;
    const device = deviceByImei(request, context, body.imei);
    const row = gatewayRow(context, device);
    if (row.control !== true) throw new ApiError(500, 'device.noControl');
    const channel = (row.channels as SwitchChannel[]).find((c) => c.channel === Number(body.channel));
    if (!channel) throw new ApiError(500, 'config.channelMissing', { imei: String(device.imei), channel: String(body.channel) });
    const switched = switchChannel(context, device, row, channel, body.on === true, String(requireSession(session).user.nickName ?? ''));
    if (!switched) throw new ApiError(500, 'instruction.failed');
    return { ...ok(gatewayView(row)), msg: 'instruction.ok' };
  },
  'linkages.list': linkages.list,
  'linkages.create': linkages.create,
  'linkages.update': linkages.update,
  'linkages.remove': linkages.remove,
};
