import { collectionHandlers } from '../crud';
import { ALARM_EXPORT_COLUMNS } from '../alarm-export';
import { CSV_TYPE } from '../csv';
import { ok } from '../envelope';
import { ApiError } from '../errors';
import { sheetCsv } from '../export-sheet';
import { DEFAULT_LOCALE } from '../i18n/locale';
import { ownerStamp } from '../scope';
import { requireSession } from '../session';
import { dataWord } from '../i18n/data-words';
import { formatTime } from '../time-format';
import { checkWorkOrderTransition, HISTORY_ACTION_OF, recordHistory, statusName, type WorkOrderStatus } from '../work-order-flow';
import { BlobReply, type HandlerTable } from './types';

const alarms = collectionHandlers({
  collection: 'alarms',
  idField: 'id',
  label: 'alarm',
  // The IMEI filter matches by substring, as device management's does; productId, type and dispatched match exactly.
  likeFields: ['imei'],
  timeField: 'time',
  hidden: ['timeMs'],
  sort: { field: 'timeMs', descending: true },
  owner: 'device',
});
const workOrders = collectionHandlers({ collection: 'workOrders', idField: 'id', label: 'work order', likeFields: ['number', 'info'], owner: 'record' });
const personnel = collectionHandlers({ collection: 'persons', idField: 'id', label: 'person in charge', likeFields: ['name', 'phone'], sort: { field: 'id', descending: false }, owner: 'record' });

export const alarmHandlers: HandlerTable = {
  'alarms.list': alarms.list,
  'alarms.remove': alarms.remove,
  'alarms.removeForDevice': (request, context) => {
    const { params } = request;
    const rows = context.store.collection('alarms');
    const visible = alarms.visible(request, context);
    const kept = rows.filter((a) => !(a.imei === params.imei && String(a.type) === String(params.type) && visible(a)));
    if (kept.length === rows.length) throw new ApiError(500, 'alarm.noneOfType', { type: String(params.type), imei: String(params.imei) });
    context.store.state.collections.alarms = kept;
    return ok();
  },
  /**
   * Reset clears an alarm (the device is back to normal): the record stays in the list, marked `cleared` with its
   * `clearTime`; its work order, if any, stays too.
   */
  'alarms.reset': (request, context) => {
    const alarm = alarms.find(request, context, request.params.id);
    alarm.cleared = true;
    alarm.clearTime = formatTime(context.now());
    return ok();
  },
  'alarms.export': (request, context) => new BlobReply('alarms.csv', CSV_TYPE, sheetCsv(alarms.query(request, context), ALARM_EXPORT_COLUMNS, request.locale ?? DEFAULT_LOCALE)),

  'workOrders.list': workOrders.list,
  /**
   * The signed-in user's orders, an administrator's included: those whose person in charge is the user, known by
   * phone (the number the order's SMS goes to), or by name for a user without one.
   */
  'workOrders.mine': (request, context) => {
    const { user } = requireSession(request.session);
    const phone = typeof user.phonenumber === 'string' ? user.phonenumber.trim() : '';
    const mine = phone === '' ? { handler: String(user.nickName ?? user.userName) } : { handlerPhone: phone };
    return workOrders.list({ ...request, query: { ...request.query, ...mine } }, context);
  },
  'workOrders.get': workOrders.get,
  /**
   * Dispatches a work order from an alarm: once per alarm. An order always names its alarm (refused without one); an
   * alarm that already has an order is refused with that order's number; the new order records the alarm's id and
   * device, and the alarm reads dispatched.
   */
  'workOrders.add': (request, context) => {
    const { body } = request;
    if (body.alarmId === undefined || body.alarmId === null || body.alarmId === '') throw new ApiError(400, 'workOrder.alarmRequired', {}, 'alarmId');
    const alarm = alarms.find(request, context, body.alarmId);
    const existing = context.store.collection('workOrders').find((o) => String(o.alarmId) === String(alarm.id));
    if (alarm.dispatched || existing) throw new ApiError(500, 'alarm.alreadyDispatched', { id: String(alarm.id), number: String(existing?.number ?? '—') });
    const now = context.now();
    const id = context.store.nextId();
    const { user } = requireSession(request.session);
    context.store.collection('workOrders').push({
      id,
      number: `GD${formatTime(now).replace(/\D/g, '').slice(0, 12)}${String(id % 1000).padStart(3, '0')}`,
      alarmId: alarm.id,
      imei: alarm.imei,
      productId: alarm.productId ?? null,
      ...ownerStamp(user),
      level: body.level,
      status: 'pending',
      info: body.info,
      handler: body.handler,
      handlerPhone: body.handlerPhone,
      result: '',
      reason: '',
      createTime: formatTime(now),
      updateTime: formatTime(now),
      history: [{ action: 'dispatched', by: String(user.nickName ?? user.userName), time: formatTime(now) }],
    });
    alarm.dispatched = true;
    return ok();
  },
  'workOrders.edit': (request, context) => {
    const order = workOrders.find(request, context, request.body.id);
    if (order.status === 'completed' || order.status === 'rejected') throw new ApiError(500, 'workOrder.finished', { status: statusName(order.status as WorkOrderStatus) });
    // The edit body has no status (editWorkOrderBodySchema): the state machine alone changes it.
    const reply = workOrders.update(request, context);
    recordHistory(order, 'edited', requireSession(request.session).user, formatTime(context.now()));
    return reply;
  },
  'workOrders.modifyStatus': (request, context) => {
    const { body } = request;
    const order = workOrders.find(request, context, body.id);
    const to = body.status as WorkOrderStatus;
    checkWorkOrderTransition(order.status as WorkOrderStatus, to, body);
    order.status = to;
    if (to === 'completed') order.result = body.result;
    if (to === 'rejected') order.reason = body.reason;
    order.updateTime = formatTime(context.now());
    recordHistory(order, HISTORY_ACTION_OF[to] ?? to, requireSession(request.session).user, String(order.updateTime), to === 'completed' ? body.result : to === 'rejected' ? body.reason : undefined);
    return ok();
  },
  'workOrders.remove': (request, context) => {
    const order = workOrders.find(request, context, request.body.id);
    context.store.state.collections.workOrders = context.store.collection('workOrders').filter((o) => o !== order);
    const alarm = context.store.collection('alarms').find((a) => String(a.id) === String(order.alarmId));
    if (alarm) alarm.dispatched = false;
    return ok();
  },
  /** Sends the order to its person in charge by SMS (recorded as a message record). */
  'workOrders.send': (request, context) => {
    const order = workOrders.find(request, context, request.body.id);
    if (order.status !== 'pending' && order.status !== 'processing') throw new ApiError(500, 'workOrder.finished', { status: statusName(order.status as WorkOrderStatus) });
    order.sentTime = formatTime(context.now());
    recordHistory(order, 'sent', requireSession(request.session).user, String(order.sentTime), order.handlerPhone);
    const { locale } = context.options;
    context.store.collection('messageRecords').unshift({ id: context.store.nextId(), userId: requireSession(request.session).user.userId, sendMethod: 'sms', type: dataWord(locale, 'workOrderType'), recipient: order.handlerPhone, content: dataWord(locale, 'workOrderSms', { number: String(order.number), info: String(order.info) }), purpose: dataWord(locale, 'dispatch'), status: 'success', time: formatTime(context.now()) });
    return ok();
  },

  'personnel.list': personnel.list,
  'personnel.create': personnel.create,
  'personnel.update': personnel.update,
  'personnel.remove': personnel.remove,
};
