/** A dataAlarm message as the server sends it (spec §3). */
export function alarmMessage(sn: string, alarm: string | number, timeStamp: string | number = '2026-11-23 10:00:00') {
  return {
    eventType: 'dataAlarm',
    payload: {
      proBh: 'P1',
      sn,
      address: `Site of ${sn}`,
      alarmVo: { name: `Gas ${alarm}`, notes: 'check the valve', alarm, timeStamp },
    },
  };
}
