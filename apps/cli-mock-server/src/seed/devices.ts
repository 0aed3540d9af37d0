import { directionOfType } from '@vigil/sdk';
import { ALARM_TYPES, alarmNotes, alarmTypeName, alarmTypeOfJudgement } from '../alarm-types';
import { alarmingValue } from '../alarm-values';
import { dataWord } from '../i18n/data-words';
import { both } from '../i18n/locale';
import { readingAt, seriesProbe } from '../series';
import type { Row } from '../state';
import { formatTime } from '../time-format';
import { CATALOGUE, HOUSE_PRODUCT_ID, PROBE_NAMES, probeRow } from './catalogue';
import { DAY, type SeedContext, type SeedModule, pastTime } from './context';
import { address, PEOPLE, PLACES, SITES } from './names';
import { ADMIN, OPERATOR, phone } from './organisation';

/** Work-order statuses (spec §4): pending, processing, completed, rejected. */
export const WORK_ORDER_STATUSES = ['pending', 'processing', 'completed', 'rejected'] as const;

/**
 * Owners for seeded records (data scope, spec §6), taken in turn: the operator's department, its siblings and their
 * parent, so the operator (department and below) sees some devices of its module but not all. Each record is created
 * by a user of its department, or by the admin where the department has none.
 */
function ownersOf(context: SeedContext): (n: number) => { deptId: unknown; createBy: unknown } {
  const users = context.seeded.users ?? [];
  const depts = context.seeded.depts ?? [];
  const home = depts.find((d) => d.deptId === users.find((u) => u.userName === OPERATOR.userName)?.deptId);
  const teams = home ? depts.filter((d) => d.parentId === home.parentId || d.deptId === home.parentId) : depts.slice(0, 1);
  return (n) => {
    const dept = teams[n % teams.length];
    const members = users.filter((u) => u.deptId === dept?.deptId && u.status === '0');
    return { deptId: dept?.deptId ?? null, createBy: members[n % Math.max(1, members.length)]?.userName ?? ADMIN.userName };
  };
}
const REMARKS = [both('', ''), both('厨房', 'Kitchen'), both('锅炉房', 'Boiler room'), both('地下车库', 'Underground garage')];
const RESULTS = [both('已关闭阀门并通风', 'Valve closed and room ventilated'), both('探头误报，已校准', 'False alarm, probe recalibrated')];
const INSTRUCTIONS = [both('重启', 'Reboot'), both('校准', 'Calibrate'), both('消音', 'Silence'), both('开阀', 'Open valve'), both('关阀', 'Close valve')];

/**
 * A seeded order's history, as the handlers would have written it: dispatched by the device's owner at the alarm's time,
 * then received (and completed with its result) or refused (with its reason) by the person in charge, minutes later.
 */
function seededHistory(status: string, dispatchedAt: number, dispatcher: string, handler: string, notes: { result: string; reason: string }): Row[] {
  const at = (minutes: number) => formatTime(dispatchedAt + minutes * 60_000);
  const history: Row[] = [{ action: 'dispatched', by: dispatcher, time: at(0) }];
  if (status === 'processing' || status === 'completed') history.push({ action: 'received', by: handler, time: at(12) });
  if (status === 'completed') history.push({ action: 'completed', by: handler, time: at(47), note: notes.result });
  if (status === 'rejected') history.push({ action: 'refused', by: handler, time: at(9), note: notes.reason });
  return history;
}

/** Products, sites, devices with probes, alarms, work orders, contacts, shares and logs. */
export const seedDevices: SeedModule = (context) => {
  const { random, epoch, seed, text, locale } = context;
  const products: Row[] = CATALOGUE.map((product, index) => ({
    id: index + 1,
    productId: product.productId,
    name: text(product.name),
    nameEn: product.name.en,
    icon: product.icon,
    code: product.code,
    disabled: product.disabled,
    sort: index + 1,
  }));

  const sites: Row[] = SITES.map((name, index) => {
    const place = PLACES[index % PLACES.length] ?? PLACES[0];
    return { id: context.id(), name: text(name), address: text(address(place, random.int(1, 300))), longitude: place.lng, latitude: place.lat, contact: text(random.pick(PEOPLE).name), phone: phone(context), createTime: formatTime(pastTime(context, 300)) };
  });
  const entrances: Row[] = sites.flatMap((site) =>
    [both('东门', 'East gate'), both('西门', 'West gate')].map((name) => ({ id: context.id(), siteId: site.id, name: text(name), tzNames: [text(random.pick(PEOPLE).name)], createTime: site.createTime })),
  );

  const owner = ownersOf(context);
  const devices: Row[] = [];
  const probes: Row[] = [];
  for (const product of CATALOGUE) {
    const count = product.productId === HOUSE_PRODUCT_ID ? 40 : 6;
    for (let n = 0; n < count; n++) {
      const place = random.pick(PLACES);
      const site = random.pick(sites);
      const imei = `86${String(random.int(0, 9_999_999_999_999)).padStart(13, '0')}`;
      const online = random.chance(0.8);
      const bound = pastTime(context, 360);
      const lastOnline = online ? epoch - random.int(0, 120) * 60_000 : pastTime(context, 20);
      const deviceId = context.id();
      devices.push({
        id: deviceId,
        imei,
        sn: `VG${product.code.slice(0, 3).toUpperCase()}${String(random.int(0, 999_999)).padStart(6, '0')}`,
        productId: product.productId,
        productName: text(product.name),
        model: `${product.code.toUpperCase().slice(0, 4)}-${random.pick(['A1', 'B2', 'X3'])}`,
        name: `${text(product.name)} ${n + 1}`,
        status: online ? 'online' : 'offline',
        remark: text(random.pick(REMARKS)),
        location: text(address(place, random.int(1, 300))),
        longitude: Math.round((place.lng + (random.next() - 0.5) * 0.1) * 1e6) / 1e6,
        latitude: Math.round((place.lat + (random.next() - 0.5) * 0.1) * 1e6) / 1e6,
        siteId: site.id,
        bindTime: formatTime(bound),
        lastOnlineTime: formatTime(lastOnline),
        lastOfflineTime: formatTime(online ? lastOnline - random.int(1, 30) * DAY : lastOnline + 60_000),
        signal: random.int(10, 31),
        battery: random.int(20, 100),
        ...owner(n),
        createTime: formatTime(bound),
      });
      product.probes.forEach((spec, index) => {
        const probe: Row = { id: context.id(), ...probeRow(spec, index, { id: deviceId, imei }, locale) };
        probes.push({ ...probe, value: readingAt(seed, seriesProbe({ imei }, probe), epoch) });
      });
    }
  }

  const alarms: Row[] = [];
  for (let n = 0; n < 180; n++) {
    const device = random.pick(devices);
    const probe = random.pick(probes.filter((p) => p.deviceId === device.id));
    const drawn = random.pick(ALARM_TYPES);
    const time = pastTime(context, 30);
    // A low or high alarm records a reading beyond that limit in the direction its measure alarms (oxygen's low is a
    // deficiency, below 19.5 %VOL); a measure that cannot alarm that way (a relay) records a fault.
    const step = drawn.code === '2' ? random.int(1, 10) : random.int(0, 3);
    const limits = { low: Number(probe.lowAlarm), high: Number(probe.highAlarm) };
    const reading = drawn.code === '1' || drawn.code === '2' ? alarmingValue(directionOfType(probe.type), drawn.code === '1' ? 'low' : 'high', limits, [Number(probe.rangeMin), Number(probe.rangeMax)], step) : undefined;
    const type = reading ? (alarmTypeOfJudgement(reading.judgement) ?? drawn) : drawn.code === '1' || drawn.code === '2' ? ALARM_TYPES[2] : drawn;
    alarms.push({
      id: context.id(),
      imei: device.imei,
      productId: device.productId,
      deviceName: device.name,
      sn: device.sn,
      address: device.location,
      probeNo: probe.number,
      probeName: probe.name,
      probeType: probe.type,
      type: type.code,
      typeName: text(alarmTypeName(type, probe.type)),
      value: reading ? reading.value : Number(probe.lowAlarm) + step,
      unit: probe.unit ?? '',
      content: `${String(device.name)} ${alarmNotes(PROBE_NAMES.get(String(probe.type)), type, locale, probe.type)}`,
      time: formatTime(time),
      timeMs: time,
      dispatched: false,
    });
  }
  alarms.sort((a, b) => Number(b.timeMs) - Number(a.timeMs));

  const persons: Row[] = PEOPLE.slice(0, 6).map((person, index) => ({ id: context.id(), name: text(person.name), phone: phone(context), ...owner(index), createTime: formatTime(pastTime(context, 200)) }));
  const deviceOf = new Map(devices.map((device) => [device.imei, device]));

  const nickNameOf = (userName: unknown): string => String((context.seeded.users ?? []).find((u) => u.userName === (userName ?? ADMIN.userName))?.nickName ?? userName ?? '');
  const workOrders: Row[] = [];
  alarms.slice(0, 40).forEach((alarm, index) => {
    alarm.dispatched = true;
    const status = WORK_ORDER_STATUSES[index % WORK_ORDER_STATUSES.length] ?? '0';
    // Orders on devices of the seeded operator's department are the operator's, so its "my work orders" has content.
    const operator = context.seeded.users?.find((u) => u.userName === OPERATOR.userName);
    const ownedByTeam = operator !== undefined && deviceOf.get(alarm.imei)?.deptId === operator.deptId;
    const person = ownedByTeam ? { name: String(operator.nickName), phone: String(operator.phonenumber) } : random.pick(persons);
    // Drawn in the order the seed always drew them (level, then result), so the seeded data stays as it was.
    const level = random.pick(['ordinary', 'urgent', 'extraUrgent']);
    const notes = { result: status === 'completed' ? text(random.pick(RESULTS)) : '', reason: status === 'rejected' ? text(both('重复工单', 'Duplicate order')) : '' };
    workOrders.push({
      id: context.id(),
      number: `GD${String(alarm.time).replace(/\D/g, '').slice(0, 12)}${String(index).padStart(3, '0')}`,
      alarmId: alarm.id,
      imei: alarm.imei,
      productId: alarm.productId,
      // A work order belongs to whoever owns the alarm's device.
      deptId: deviceOf.get(alarm.imei)?.deptId ?? null,
      createBy: deviceOf.get(alarm.imei)?.createBy ?? ADMIN.userName,
      level,
      status,
      info: text(both(`请尽快核查：${String(alarm.content)}`, `Please check as soon as possible: ${String(alarm.content)}`)),
      handler: person.name,
      handlerPhone: person.phone,
      ...notes,
      createTime: alarm.time,
      updateTime: alarm.time,
      history: seededHistory(status, Number(alarm.timeMs), nickNameOf(deviceOf.get(alarm.imei)?.createBy), String(person.name), notes),
    });
  });

  const contacts: Row[] = PEOPLE.slice(0, 8).map((person, index) => ({
    id: context.id(),
    name: text(person.name),
    numberType: index % 3 === 0 ? 'landline' : 'mobile',
    number: index % 3 === 0 ? `0571-${random.int(8000_0000, 8999_9999)}` : phone(context),
    notifyMethod: random.pick(['sms', 'voice']),
    imei: random.pick(devices).imei,
    createTime: formatTime(pastTime(context, 120)),
  }));

  const shares: Row[] = devices.slice(0, 6).map((device) => ({ id: context.id(), imei: device.imei, phone: phone(context), permission: random.pick(['view', 'edit']), createTime: formatTime(pastTime(context, 60)) }));

  const deviceLogs: Row[] = Array.from({ length: 60 }, () => {
    const device = random.pick(devices);
    const content = text(random.pick(INSTRUCTIONS));
    const result = dataWord(locale, random.pick(['succeeded', 'failed'] as const));
    return { id: context.id(), imei: device.imei, productId: device.productId, content, result, operator: text(random.pick(PEOPLE).name), time: formatTime(pastTime(context, 30)) };
  });

  const sensorConfigs: Row[] = devices.slice(0, 12).map((device) => ({
    id: context.id(),
    imei: device.imei,
    name: device.name,
    userId: 1,
    probes: probes.filter((p) => p.deviceId === device.id).map(({ number, name, type, lowAlarm, highAlarm, range, enabled, unit }) => ({ number, name, type, lowAlarm, highAlarm, range, enabled, unit })),
    pushFrequency: random.pick([1, 5, 10, 30]),
  }));

  return { collections: { products, sites, entrances, devices, probes, alarms, workOrders, persons, contacts, shares, deviceLogs, sensorConfigs } };
};
