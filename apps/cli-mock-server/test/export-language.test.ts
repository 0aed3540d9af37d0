import { HOUSE_PRODUCT_ID } from '@vigil/sdk';
import { describe, expect, it } from 'vitest';
import { call, signedInAdmin, type TestServer } from './support';

/** The cells of a CSV line of ours (no quoted commas in the lines these tests read). */
const cells = (line: string | undefined) => (line ?? '').split(',');

describe('the alarm export is written in the caller’s language (Accept-Language)', () => {
  let server: TestServer;
  let token: string;
  let imei: string;
  signedInAdmin(async (session) => {
    ({ server, token } = session);
    const devices = (await call(server, 'POST', '/senstor/info/list', { token, json: { productId: HOUSE_PRODUCT_ID, pageSize: 1 } })).body.rows as { imei: string }[];
    imei = String(devices[0]?.imei);
    // Written as a RuoYi-family backend writes it: in Chinese, type 2 (high alarm, spec §3). An epoch time is listed
    // at the push, so this alarm is the newest of the device's, the first exported row.
    await call(server, 'POST', '/__mock/alarms', { json: { proBh: HOUSE_PRODUCT_ID, sn: imei, alarmVo: { name: '厨房 甲烷', notes: '甲烷高报', alarm: '2', timeStamp: Date.now() } } });
  });

  const exported = async (language: string) => {
    const response = await fetch(`${server.baseUrl}/sensor/alarm/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'accept-language': language, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ imei }).toString(),
    });
    expect(response.status).toBe(200);
    const lines = (await response.text()).replace(/^\uFEFF/, '').trim().split('\n');
    return { header: cells(lines[0]), first: cells(lines[1]) };
  };
  // The fields of an alarm record as the list answers them: none may stand as a header.
  const RAW_KEYS = ['imei', 'deviceName', 'address', 'probeName', 'type', 'typeName', 'value', 'unit', 'time', 'dispatched'];

  it('in English: English headers, the type and the dispatched flag in words, the probe by its English name', async () => {
    const { header, first } = await exported('en-US,en;q=0.9');
    expect(header).toEqual(['IMEI', 'Device name', 'Address', 'Probe', 'Alarm type', 'Value', 'Unit', 'Alarm time', 'Work order dispatched']);
    expect(header.join(',')).not.toMatch(/[\u4e00-\u9fff]/);
    for (const key of RAW_KEYS) expect(header).not.toContain(key);
    expect(first[header.indexOf('IMEI')]).toBe(imei);
    expect(first[header.indexOf('Alarm type')]).toBe('High alarm');
    expect(first[header.indexOf('Work order dispatched')]).toBe('No');
    expect(first[header.indexOf('Probe')]).toBe('Methane');
  });

  it('in Chinese: Chinese headers and words', async () => {
    const { header, first } = await exported('zh-CN');
    expect(header).toEqual(['设备IMEI', '设备名称', '地址', '探头', '报警类型', '检测值', '单位', '报警时间', '已派工单']);
    for (const key of RAW_KEYS) expect(header).not.toContain(key);
    expect(first[header.indexOf('报警类型')]).toBe('高报');
    expect(first[header.indexOf('已派工单')]).toBe('否');
    expect(first[header.indexOf('探头')]).toBe('甲烷');
  });
});
