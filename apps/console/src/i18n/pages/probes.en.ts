import type { probesZhCN } from './probes.zh-CN';

/** Texts of the probe/channel list (en). */
export const probesEn: Record<keyof typeof probesZhCN, string> = {
  'probe.open': 'Probes',
  'probe.openChannels': 'Channels',
  'probe.number': 'No.',
  'probe.name': 'Name',
  'probe.type': 'Type',
  'probe.lowAlarm': 'Low alarm',
  'probe.highAlarm': 'High alarm',
  'probe.range': 'Range',
  'probe.enabled': 'Enabled',
  'probe.on': 'Enabled',
  'probe.off': 'Disabled',
  'probe.device': 'Device IMEI: {imei}',
  'probe.table': 'Probes of device {imei}',
  'probe.editTitle': 'Edit probe thresholds: {name}',
  'probe.batchTitle': 'Edit the thresholds of {count} probes',
  'probe.helmetThresholds': 'Alarm thresholds',
  'probe.helmetTitle': 'Helmet alarm thresholds',
  'probe.gas.combustible': 'Combustible gas',
  'probe.gas.carbonMonoxide': 'Carbon monoxide',
  'probe.gas.hydrogenSulfide': 'Hydrogen sulfide',
  'probe.gas.toluene': 'Toluene',
  'probe.gas.ammonia': 'Ammonia',
};
