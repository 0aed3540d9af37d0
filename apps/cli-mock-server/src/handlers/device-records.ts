import type { MockContext } from '../context';
import { collectionHandlers } from '../crud';
import { readingAt, seriesProbe } from '../series';
import type { Row } from '../state';

/** Devices (`record` rows: their department, creator and product decide who sees them), with their probes' readings. */
export const devices = collectionHandlers({
  collection: 'devices',
  idField: 'id',
  label: 'device',
  owner: 'record',
  likeFields: ['imei', 'sn', 'name', 'location'],
  sort: { field: 'id', descending: false },
  view: (row, context) => ({ ...row, probes: probesOf(context, row).map(({ deviceId: _d, imei: _i, id: _id, ...probe }) => ({ ...probe, value: readingAt(context.store.state.seed, seriesProbe(row, probe), context.now()) })) }),
});

/** A device's stored probes. */
export function probesOf(context: MockContext, device: Row): Row[] {
  return context.store.collection('probes').filter((p) => p.deviceId === device.id);
}

export { seriesProbe } from '../series';

/** A probe's generated reading at any instant (ms): what its history, raw or in buckets, is made of. */
export function probeValueAt(context: MockContext, device: Row, probe: Row): (time: number) => number {
  const series = seriesProbe(device, probe);
  const { seed } = context.store.state;
  return (time) => readingAt(seed, series, time);
}
