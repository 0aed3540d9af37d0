/** Alarm types the mock records (codes as the backend sends them). */
export const ALARM_TYPES = [
  { code: '1', zh: '低报', en: 'Low alarm' },
  { code: '2', zh: '高报', en: 'High alarm' },
  { code: '3', zh: '故障', en: 'Fault' },
  { code: '4', zh: '离线', en: 'Offline' },
] as const;

/** The types a pushed live alarm can have: going offline is not pushed as an alarm. */
export const LIVE_ALARM_TYPES = ALARM_TYPES.filter((type) => type.code !== '4');
