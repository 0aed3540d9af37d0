import type { MockContext } from './context';
import { moduleOf } from './device-module';
import { dataWord } from './i18n/data-words';
import type { Locale } from './i18n/messages';
import { keyOf } from './series';
import type { Row } from './state';
import { formatTime } from './time-format';

/** The module whose devices are gateways with switch channels (spec §1: 物联网关). */
export const CONTROLLER_CODE = 'controller';

export interface SwitchChannel {
  channel: number;
  on: boolean;
}

/** Whether a device is a gateway (a product of the controller module). */
export function isGateway(device: Row): boolean {
  return moduleOf(device) === CONTROLLER_CODE;
}

/** A gateway's channels as seeded: 2–4 of them, their on/off state from the IMEI (same IMEI → same state). */
export function seededChannels(imei: string): SwitchChannel[] {
  const key = keyOf(imei);
  return Array.from({ length: 2 + (key % 3) }, (_, index) => ({ channel: index + 1, on: ((key >> index) & 1) === 1 }));
}

/**
 * The stored switch state of a device (collection `gateways`: `{ imei, control, channels }`). A gateway added after
 * the seed gets its seeded channels on first use; a device of another module does not support control.
 */
export function gatewayRow(context: MockContext, device: Row): Row {
  const imei = String(device.imei);
  const rows = context.store.collection('gateways');
  const found = rows.find((row) => row.imei === imei);
  if (found) return found;
  const row: Row = { id: context.store.nextId(), imei, control: isGateway(device), channels: isGateway(device) ? seededChannels(imei) : [] };
  rows.push(row);
  return row;
}

/** What the API answers for a gateway: `{ imei, control, channels }`. */
export function gatewayView(row: Row): Row {
  return { imei: row.imei, control: row.control === true, channels: (row.channels as SwitchChannel[]).map((c) => ({ ...c })) };
}

/** The instruction-log text of a switch, in the server's language. */
function switchText(locale: Locale, channel: number, on: boolean): string {
  return locale === 'en' ? `Switch channel ${channel} ${on ? 'on' : 'off'}` : `通道${channel}${on ? '打开' : '关闭'}`;
}

/**
 * Sets a channel of a gateway that supports control (the caller checked) and writes the instruction log entry, as a
 * sent instruction does; an offline gateway keeps its state and the entry says failed. Whether it switched.
 */
export function switchChannel(context: MockContext, device: Row, row: Row, channel: SwitchChannel, on: boolean, operator: string): boolean {
  const online = device.status === 'online';
  if (online) channel.on = on;
  const locale = context.options.locale;
  context.store.collection('deviceLogs').unshift({
    id: context.store.nextId(),
    imei: device.imei,
    productId: device.productId,
    content: switchText(locale, channel.channel, on),
    result: dataWord(locale, online ? 'succeeded' : 'failed'),
    operator,
    time: formatTime(context.now()),
  });
  row.updateTime = formatTime(context.now());
  return online;
}

/**
 * Applies the enabled linkage rules to pushed alarms: a rule whose source product (and device, when it names one)
 * matches (by the alarm's `productId` and `imei`) switches its target gateway's channel, logged as an instruction by the rule. Rules whose target is gone or
 * does not support control are skipped. How many channels were switched.
 */
export function applyLinkages(context: MockContext, alarms: readonly Row[]): number {
  const rules = context.store.collection('linkages').filter((rule) => rule.enabled !== false);
  if (rules.length === 0 || alarms.length === 0) return 0;
  let switched = 0;
  for (const rule of rules) {
    const fired = alarms.some((alarm) => String(alarm.productId) === String(rule.sourceProductId) && (!rule.sourceImei || String(rule.sourceImei) === String(alarm.imei)));
    if (!fired) continue;
    const device = context.store.collection('devices').find((d) => d.imei === String(rule.targetImei));
    if (!device) continue;
    const row = gatewayRow(context, device);
    const channel = (row.channels as SwitchChannel[]).find((c) => c.channel === Number(rule.channel));
    if (row.control !== true || !channel) continue;
    if (switchChannel(context, device, row, channel, rule.action === 'on', String(rule.name))) switched += 1;
  }
  return switched;
}
