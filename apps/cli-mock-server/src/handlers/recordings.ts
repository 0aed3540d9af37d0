import { ALARM_MEDIA_RETENTION_MONTHS, VALIDATION_KEYS } from '@vigil/sdk';
import { paginate } from '../crud';
import { ok } from '../envelope';
import { ApiError } from '../errors';
import { clipSize, recordingFiles, taskFiles } from '../recording-files';
import { endTask, newTask, recordingNow, storedTask, supportsRecording, taskStatus, taskView, wireMs } from '../recording-tasks';
import { requireSession } from '../session';
import { formatTime, parseTime } from '../time-format';
import { devices } from './device-records';
import { deviceByImei } from './devices';
import { storageOf } from './system-config';
import type { HandlerTable } from './types';

/** Recording tasks, recorded files and the user's own video storage: the sdk's `recordings.*` extension calls. */
export const recordingHandlers: HandlerTable = {
  'recordings.tasks': (request, context) => {
    const { query } = request;
    const now = recordingNow(context);
    const visible = devices.visible(request, context);
    const shown = new Set(context.store.collection('devices').filter((d) => visible(d) && (query.productId === undefined || String(d.productId) === String(query.productId))).map((d) => String(d.imei)));
    const rows = context.store
      .collection('recordingTasks')
      .filter((row) => shown.has(String(row.imei)) && (query.imei === undefined || query.imei === '' || row.imei === query.imei))
      .filter((row) => query.status === undefined || taskStatus(storedTask(row), now) === query.status)
      .sort((a, b) => Number(b.id) - Number(a.id));
    return paginate(rows, request, (row) => taskView(row, now));
  },
  'recordings.createTask': (request, context) => {
    const { body } = request;
    const device = deviceByImei(request, context, body.imei);
    if (!supportsRecording(context, device)) throw new ApiError(500, VALIDATION_KEYS.recordingUnsupported, {}, 'imei');
    const now = recordingNow(context);
    const tasks = context.store.collection('recordingTasks');
    if (tasks.some((row) => row.imei === device.imei && taskStatus(storedTask(row), now) === 'inProgress')) throw new ApiError(500, VALIDATION_KEYS.recordingInProgress);
    const minutes = Number(body.durationMinutes);
    const task = newTask(wireMs(body.startTime), minutes, now);
    tasks.push({ id: context.store.nextId(), imei: device.imei, productId: device.productId, ...task, durationMinutes: minutes, createTime: formatTime(context.now()), createBy: requireSession(request.session).user.userName });
    return ok();
  },
  'recordings.endTask': (request, context) => {
    const row = context.store.collection('recordingTasks').find((r) => String(r.id) === String(request.params.id));
    // A task of a device out of the caller's scope is answered as a missing one.
    if (row) deviceByImei(request, context, row.imei);
    const ended = row ? endTask(storedTask(row), recordingNow(context)) : undefined;
    if (!row || !ended) throw new ApiError(500, VALIDATION_KEYS.recordingEndError);
    row.endedMs = ended.endedMs;
    return ok();
  },
  'recordings.support': (request, context) => {
    const device = deviceByImei(request, context, request.query.imei);
    return ok({ imei: device.imei, supported: supportsRecording(context, device) });
  },
  'recordings.files': async (request, context) => {
    const { query } = request;
    const device = deviceByImei(request, context, query.imei);
    // Files follow the recording clock, as tasks do: a task ended on it has made its file.
    const now = recordingNow(context);
    const today = parseTime(formatTime(now).slice(0, 10)) ?? now;
    const from = wireMs(query.beginTime) ?? today;
    const to = wireMs(query.endTime) ?? now;
    const [imei, size, base] = [String(device.imei), await clipSize(), context.options.base];
    const files = [...recordingFiles(imei, from, to, now, size, base), ...taskFiles(context.store.collection('recordingTasks'), imei, from, to, now, size, base)];
    files.sort((a, b) => String(b.startTime).localeCompare(String(a.startTime)));
    return paginate(files, request);
  },
  'recordings.storage': ({ session }, context) => {
    const own = storageOf(context, requireSession(session).user);
    const space = Number(own.space) + Number(own.expansion ?? 0);
    return ok({ usedSize: Number(own.usedSize), space, fileExpiryDays: Number(own.fileExpiryDays), alarmRetentionMonths: ALARM_MEDIA_RETENTION_MONTHS });
  },
};
