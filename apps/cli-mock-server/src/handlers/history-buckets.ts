import { HISTORY_MAX_BUCKETS } from '@vigil/sdk';
import { page } from '../envelope';
import { ApiError } from '../errors';
import { bucketsBetween } from '../series';
import type { Row } from '../state';
import { formatTime } from '../time-format';
import { probeValueAt, probesOf } from './device-records';
import { deviceByImei } from './devices';
import { historyRange } from './history-range';
import type { HandlerRequest, HandlerTable } from './types';
import type { MockContext } from '../context';

/**
 * History in buckets (`sensors.historyBuckets`, a Vigil extension): each probe's readings from beginTime to endTime
 * summarised per `bucketSeconds` (min, max, mean, count), computed from the same series as `/jgtc/history/show`
 * without keeping its minutes; every bucket in one answer, by time then probe. Rows leave out the IMEI the request
 * named: three months of a two-probe device are 4,000 rows, and it would be a fifth of their bytes.
 */
function historyBuckets(request: HandlerRequest, context: MockContext) {
  const input = request.body;
  const device = deviceByImei(request, context, input.imei);
  const { begin, end } = historyRange(input, context);
  const bucketMs = Number(input.bucketSeconds) * 1000;
  const buckets = Math.floor(end / bucketMs) - Math.floor(begin / bucketMs) + 1;
  if (buckets > HISTORY_MAX_BUCKETS) throw new ApiError(400, 'history.tooManyBuckets', { buckets, max: HISTORY_MAX_BUCKETS });
  const probes = probesOf(context, device).filter((p) => input.probe === undefined || String(p.number) === String(input.probe));
  const rows: Row[] = probes
    .flatMap((probe, order) =>
      bucketsBetween(probeValueAt(context, device, probe), begin, end, bucketMs).map((b) => ({ order, at: b.time, row: { probe: probe.number, unit: probe.unit, time: formatTime(b.time), min: b.min, max: b.max, mean: b.mean, count: b.count } })),
    )
    .sort((a, b) => a.at - b.at || a.order - b.order)
    .map((entry) => entry.row);
  return page(rows, rows.length);
}

export const historyHandlers: HandlerTable = { 'sensors.historyBuckets': historyBuckets };
