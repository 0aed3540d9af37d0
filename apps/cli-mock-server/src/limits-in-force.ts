import { limitsInForce } from '@vigil/sdk';
import type { MockContext } from './context';
import type { Row } from './state';

/** The limits a probe's readings are judged by. */
export type Limits = ReturnType<typeof limitsInForce>;

/**
 * The limits in force for the probes of one device: the operator's configuration of that IMEI (/sensor/userConfig)
 * where it sets them, else each probe's own (the catalogue's defaults). Looked up once per device.
 */
export function limitsOfDevice(context: MockContext, device: Row): (probe: Row) => Limits {
  const config = context.store.collection('sensorConfigs').find((c) => c.imei === device.imei);
  const configured = Array.isArray(config?.probes) ? (config.probes as Row[]) : [];
  return (probe) => limitsInForce(probe, configured);
}
