import type { VigilClient } from '@vigil/sdk';
import type { RunningMockServer } from '../src/index';
import type { MockState, Row } from '../src/state';
import { call } from './support';
import { workbookFile } from './workbooks';

/** What an input builder may use: the seeded state (same ids as the server's), the admin client and the server. */
export interface Fixture {
  seed: MockState;
  admin: VigilClient;
  server: RunningMockServer;
  token: string;
  /** The admin's password now: `users.updatePassword` changes it, whichever test runs first (file order is shuffled). */
  adminPassword: string;
}

type Input = Record<string, unknown> | undefined;
export type InputBuilder = (fixture: Fixture) => Input | Promise<Input>;

export const rows = (fx: Fixture, name: string): Row[] => fx.seed.collections[name] ?? [];
const row = (fx: Fixture, name: string, index = 0): Row => {
  const found = rows(fx, name)[index];
  if (!found) throw new Error(`seed has no ${name}[${index}]`);
  return found;
};
const userNamed = (fx: Fixture, userName: string) => rows(fx, 'users').find((u) => u.userName === userName) ?? row(fx, 'users');
const onlineDevice = (fx: Fixture) => rows(fx, 'devices').find((d) => d.status === 'online') ?? row(fx, 'devices');
const orderIn = (fx: Fixture, status: string, skip = 0) => rows(fx, 'workOrders').filter((o) => o.status === status)[skip] ?? row(fx, 'workOrders');

/** Reads a one-time code (captcha, SMS, e-mail) through the control API. */
async function codeFor(fx: Fixture, key: string): Promise<string> {
  const result = await call(fx.server, 'GET', `/__mock/captcha/${encodeURIComponent(key)}`);
  return String((result.body.data as { answer: string }).answer);
}

/** Creates a row through the API and returns its id by listing (create answers only a code). */
async function created(create: () => Promise<unknown>, list: () => Promise<unknown>, key: string): Promise<unknown> {
  const result = (await create()) as { code: number; msg?: string };
  if (result.code !== 200) throw new Error(`setup create failed: ${result.msg}`);
  const listed = (await list()) as { rows?: Row[]; data?: Row[] };
  const all = listed.rows ?? listed.data ?? [];
  const last = [...all].sort((a, b) => Number(b[key]) - Number(a[key]))[0];
  if (!last) throw new Error('setup list is empty');
  return last[key];
}

const FENCE = {
  name: 'Yard',
  behaviour: 'noLeaving' as const,
  alarmFrequency: 5,
  periods: [{ start: '08:00', end: '18:00' }],
  area: [
    [121.5, 29.8],
    [121.6, 29.8],
    [121.6, 29.9],
  ] as [number, number][],
};
const createdFence = (fx: Fixture) => created(() => fx.admin.helmet.createFence(FENCE), () => fx.admin.helmet.fences({}), 'id');
/** A seeded gateway that supports control and is online (switching an offline one fails, as sending does). */
const switchableGateway = (fx: Fixture) => String(rows(fx, 'devices').find((d) => d.status === 'online' && rows(fx, 'gateways').some((g) => g.imei === d.imei && g.control === true))?.imei);
const LINKAGE = { name: 'Gas → fan', sourceProductId: '15144628', channel: 1, action: 'on' as const };
const createdLinkage = (fx: Fixture) => created(() => fx.admin.linkages.create({ ...LINKAGE, targetImei: switchableGateway(fx) }), () => fx.admin.linkages.list({}), 'id');
const helmetImeis = (fx: Fixture) => rows(fx, 'talkGroups').flatMap((g) => g.members as string[]).slice(0, 2);
const createdTalkGroup = (fx: Fixture) => created(() => fx.admin.talk.createGroup({ name: 'Temp group', members: helmetImeis(fx) }), () => fx.admin.talk.groups({}), 'id');
const VOICE = () => new File([new Uint8Array([26, 69, 223, 163])], 'voice.webm', { type: 'audio/webm' });
const sentVoice = (fx: Fixture) => created(() => fx.admin.talk.sendVoice({ groupId: row(fx, 'talkGroups').id as number, duration: 3.5, file: VOICE() }), () => fx.admin.talk.voices({ groupId: row(fx, 'talkGroups').id as number }), 'id');
const helmetFile = (fx: Fixture, uploaded: boolean) => rows(fx, 'helmetMedia').find((m) => (m.status === 'uploaded') === uploaded)?.id;
const HAT_PRODUCT = '15144734';
/** A helmet device that takes recording tasks (control API), the n-th of them: each call its own device. */
const recorder = async (fx: Fixture, index: number) => {
  const imei = String(rows(fx, 'devices').filter((d) => d.productId === HAT_PRODUCT)[index]?.imei);
  await call(fx.server, 'POST', '/__mock/recordings/support', { json: { imei, supported: true } });
  return imei;
};
const createdVideoChannel = (fx: Fixture) => created(() => fx.admin.helmet.createVideoChannel({ title: 'Temp' }), () => fx.admin.helmet.videoChannels({}), 'id');
const createdAlarmChannel = (fx: Fixture) => created(() => fx.admin.alarmVideo.createChannel({ title: 'Temp' }), () => fx.admin.alarmVideo.channels({}), 'id');

/** A device added through the API, with an IMEI no other call of the run has used; its id. */
let deviceSerial = 0;
async function createdDevice(fx: Fixture): Promise<unknown> {
  const imei = `8690000${String(++deviceSerial).padStart(8, '0')}`;
  return created(() => fx.admin.sensors.create({ productId: '15144628', imei }), () => fx.admin.sensors.list({ imei }), 'id');
}
const nextImei = () => `8691000${String(++deviceSerial).padStart(8, '0')}`;

const LOGO = new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'logo.png', { type: 'image/png' });

/**
 * A valid input for every endpoint id. An endpoint added to the sdk without an entry here is called with no
 * input: if it needs some, validation answers 400 and the contract test fails, which is the point.
 */
export const CONTRACT_INPUTS: Record<string, InputBuilder> = {
  'auth.checkCaptcha': () => ({ token: 'slider-ok', uuid: 'x' }),
  'auth.login': async (fx) => {
    const captcha = (await fx.admin.auth.captcha()) as { uuid: string };
    return { username: 'admin', password: fx.adminPassword, uuid: captcha.uuid, code: await codeFor(fx, captcha.uuid) };
  },
  // A call without input takes its call options: log out a session of its own, so the shared admin token lives on.
  'auth.logout': async (fx) => {
    const captcha = (await fx.admin.auth.captcha()) as { uuid: string };
    const signedIn = (await fx.admin.auth.login({ username: 'admin', password: fx.adminPassword, uuid: captcha.uuid, code: await codeFor(fx, captcha.uuid) })) as { token: string };
    return { headers: { Authorization: `Bearer ${signedIn.token}` } };
  },
  'auth.sendPhoneCode': (fx) => ({ phone: String(userNamed(fx, 'admin').phonenumber) }),
  'auth.phoneLogin': async (fx) => {
    const phone = String(userNamed(fx, 'admin').phonenumber);
    await fx.admin.auth.sendPhoneCode({ phone });
    return { phone, code: await codeFor(fx, `phone:${phone}`) };
  },
  'auth.sendEmailCode': () => ({ email: 'new.user@vigil.example' }),
  'auth.register': async (fx) => {
    const phone = '13900001111';
    await fx.admin.auth.sendPhoneCode({ phone });
    return { kind: '0', username: 'new.user', password: 'secret1', confirmPassword: 'secret1', phone, code: await codeFor(fx, `phone:${phone}`) };
  },
  'auth.findPassword': async (fx) => {
    const phone = String(row(fx, 'users', 5).phonenumber);
    await fx.admin.auth.sendPhoneCode({ phone });
    return { phone, code: await codeFor(fx, `phone:${phone}`), password: 'renewed1' };
  },

  'roles.list': () => ({ pageNum: 1, pageSize: 2 }),
  'roles.allocatedUsers': (fx) => ({ roleId: row(fx, 'roles', 1).roleId, pageNum: 1, pageSize: 5 }),
  'roles.unallocatedUsers': (fx) => ({ roleId: row(fx, 'roles', 1).roleId, pageNum: 1, pageSize: 5 }),
  'roles.selectUsers': (fx) => ({ roleId: row(fx, 'roles', 2).roleId, userIds: [row(fx, 'users', 3).userId, row(fx, 'users', 4).userId] }),
  'roles.cancelUser': (fx) => ({ roleId: row(fx, 'roles', 2).roleId, userId: row(fx, 'users', 3).userId }),
  'roles.cancelUsers': (fx) => ({ roleId: row(fx, 'roles', 2).roleId, userIds: [row(fx, 'users', 4).userId] }),
  'roles.export': () => ({ roleKey: 'o' }),
  'roles.changeStatus': (fx) => ({ roleId: row(fx, 'roles', 2).roleId, status: '0' }),
  'roles.dataScope': (fx) => ({ roleId: row(fx, 'roles', 1).roleId, dataScope: '3', deptIds: [row(fx, 'depts', 1).deptId] }),
  'roles.deptTree': (fx) => ({ id: row(fx, 'roles', 1).roleId }),
  'roles.get': (fx) => ({ id: row(fx, 'roles').roleId }),
  'roles.create': () => ({ roleName: '审计 Auditor', roleKey: 'auditor', roleSort: 9, status: '0' }),
  'roles.update': (fx) => ({ ...row(fx, 'roles', 2), remark: 'read only' }),
  'roles.remove': async (fx) => ({
    id: await created(() => fx.admin.roles.create({ roleName: 'Temp', roleKey: 'temp', roleSort: 10, status: '0' }), () => fx.admin.roles.list({}), 'roleId'),
  }),

  'menus.list': () => ({ menuName: '设备' }),
  'menus.create': () => ({ menuName: 'Reports', menuType: 'C', path: '/reports', parentId: 0, orderNum: 1 }),
  // Whole records: RuoYi validates an edit's SysMenu/SysDept (name, type, order, parent) like an add's.
  'menus.update': (fx) => ({ menuId: row(fx, 'menus').menuId, parentId: row(fx, 'menus').parentId, menuName: '工业报警 Industrial', menuType: 'M', orderNum: 1 }),
  'menus.remove': async (fx) => ({
    id: await created(() => fx.admin.menus.create({ menuName: 'Temp', menuType: 'F', parentId: 0, orderNum: 1 }), () => fx.admin.menus.list({}), 'menuId'),
  }),
  'menus.roleMenuTree': (fx) => ({ id: row(fx, 'roles', 1).roleId }),

  'users.list': () => ({ pageNum: 1, pageSize: 5, status: '0' }),
  'users.export': () => ({ status: '0' }),
  'users.updateProfile': () => ({ nickName: '管理员 Admin', email: 'admin@vigil.example' }),
  'users.updatePassword': (fx) => {
    const oldPassword = fx.adminPassword;
    fx.adminPassword = oldPassword === 'admin123' ? 'admin456' : 'admin123';
    return { oldPassword, newPassword: fx.adminPassword };
  },
  'users.changeStatus': (fx) => ({ userId: row(fx, 'users', 6).userId, status: '1' }),
  'users.resetPassword': (fx) => ({ userId: row(fx, 'users', 7).userId, password: 'reset123' }),
  'users.get': (fx) => ({ id: row(fx, 'users', 1).userId }),
  'users.create': (fx) => ({ userName: 'grace.hopper', nickName: 'Grace Hopper', password: 'cobol1', deptId: row(fx, 'depts', 1).deptId, sex: '1', status: '0' }),
  'users.update': (fx) => ({ userId: row(fx, 'users', 8).userId, userName: String(row(fx, 'users', 8).userName), nickName: '新名字 Renamed' }),
  'users.remove': async (fx) => ({
    id: await created(() => fx.admin.users.create({ userName: 'temp.user', nickName: 'Temp', password: 'temp123' }), () => fx.admin.users.list({}), 'userId'),
  }),

  'depts.list': () => ({ deptName: '运维' }),
  'depts.listAll': () => ({}),
  'depts.create': (fx) => ({ deptName: '西北运维组 North-west team', parentId: row(fx, 'depts', 1).deptId, orderNum: 3 }),
  'depts.update': (fx) => ({ deptId: row(fx, 'depts', 4).deptId, parentId: row(fx, 'depts', 4).parentId as number, deptName: '市场与销售 Sales', orderNum: 2 }),
  'depts.remove': async (fx) => ({
    id: await created(() => fx.admin.depts.create({ deptName: 'Temp', parentId: row(fx, 'depts').deptId as number, orderNum: 1 }), () => fx.admin.depts.listAll({}), 'deptId'),
  }),

  'notices.list': () => ({ pageNum: 1, pageSize: 3, noticeTitle: '通知' }),
  'notices.create': () => ({ noticeTitle: '巡检提醒 Inspection', noticeType: '1', status: '0', noticeContent: '本周完成巡检。' }),
  'notices.update': (fx) => ({ ...row(fx, 'notices', 1), readBy: undefined, noticeTitle: '春节值班 Holiday rota (updated)' }),
  'notices.remove': (fx) => ({ id: row(fx, 'notices', 4).noticeId }),
  'notices.send': (fx) => ({ noticeId: row(fx, 'notices', 2).noticeId }),
  'notices.unreadCount': () => ({ status: '0' }),
  'notices.mine': () => ({ pageNum: 1, pageSize: 5, read: '0' }),
  'notices.read': (fx) => ({ id: row(fx, 'notices', 3).noticeId }),
  'notices.readAll': () => ({}),

  'dictTypes.list': () => ({ pageNum: 1, pageSize: 5, dictName: '通知', status: '0' }),
  'dictTypes.optionSelect': () => undefined,
  'dictTypes.export': () => ({ dictType: 'sys_' }),
  'dictTypes.get': (fx) => ({ id: row(fx, 'dictTypes').dictId }),
  'dictTypes.create': () => ({ dictName: '设备颜色 Device colour', dictType: 'device_colour', status: '0' }),
  'dictTypes.update': (fx) => ({ dictId: row(fx, 'dictTypes', 3).dictId, dictName: '通知类型 Notice type (updated)' }),
  'dictTypes.remove': async (fx) => ({
    id: await created(() => fx.admin.dictTypes.create({ dictName: 'Temp', dictType: 'temp_contract' }), () => fx.admin.dictTypes.list({ pageSize: 100 }), 'dictId'),
  }),
  'dictData.list': () => ({ pageNum: 1, pageSize: 5, dictType: 'sys_normal_disable' }),
  'dictData.byType': () => ({ dictType: 'sys_notice_status' }),
  'dictData.export': () => ({ dictType: 'sys_user_sex' }),
  'dictData.get': (fx) => ({ id: row(fx, 'dictData').dictCode }),
  'dictData.create': () => ({ dictType: 'sys_yes_no', dictLabel: '未定 Undecided', dictValue: 'U', dictSort: 3, listClass: 'info' }),
  'dictData.update': (fx) => ({ dictCode: row(fx, 'dictData', 1).dictCode, listClass: 'warning', cssClass: 'emphasis' }),
  'dictData.remove': async (fx) => ({
    id: await created(() => fx.admin.dictData.create({ dictType: 'sys_yes_no', dictLabel: 'Temp', dictValue: 'T', dictSort: 9 }), () => fx.admin.dictData.list({ pageSize: 100 }), 'dictCode'),
  }),
  'configs.list': () => ({ pageNum: 1, pageSize: 5, configType: 'Y' }),
  'configs.byKey': () => ({ configKey: 'sys.index.skinName' }),
  'configs.export': () => ({ configName: '主框架' }),
  'configs.get': (fx) => ({ id: row(fx, 'configs').configId }),
  'configs.create': () => ({ configName: '报警声音 Alarm sound', configKey: 'vigil.alarm.sound', configValue: 'on', configType: 'N' }),
  'configs.update': (fx) => ({ configId: row(fx, 'configs', 5).configId, configValue: '10' }),
  'configs.remove': async (fx) => ({
    id: await created(() => fx.admin.configs.create({ configName: 'Temp', configKey: 'temp.contract', configValue: '1' }), () => fx.admin.configs.list({ pageSize: 100 }), 'configId'),
  }),

  'payments.wechatPay': () => ({ amount: 50 }),
  'payments.confirmPay': async (fx) => {
    const pay = (await fx.admin.payments.wechatPay({ amount: 20 })) as { data: { orderNo: string } };
    return { orderNo: pay.data.orderNo };
  },
  'payments.closePay': async (fx) => {
    const pay = (await fx.admin.payments.wechatPay({ amount: 30 })) as { data: { orderNo: string } };
    return { orderNo: pay.data.orderNo };
  },
  'payments.setOrder': () => ({ amount: 10, remark: 'SMS pack' }),
  'payments.bills': () => ({ pageNum: 1, pageSize: 5 }),
  'payments.accounts': () => ({ pageNum: 1, pageSize: 5 }),
  'payments.controlBill': (fx) => ({ userId: userNamed(fx, 'admin').userId, action: 'freeze', amount: 1 }),
  'payments.refund': (fx) => ({ userId: userNamed(fx, 'admin').userId, amount: 1, remark: '重复充值 duplicate top-up' }),

  'devices.accounts': () => ({ pageNum: 1, pageSize: 3 }),
  'devices.messageDetails': () => ({ pageNum: 1, pageSize: 3 }),
  'devices.removeMessageDetail': (fx) => ({ id: row(fx, 'messageRecords').id }),
  'devices.chartCount': () => ({ productId: '15144628' }),
  'devices.logs': () => ({ pageNum: 1, pageSize: 3 }),
  'devices.exportLogs': () => ({}),
  'devices.products': () => ({}),
  'devices.signal': (fx) => ({ id: onlineDevice(fx).id }),
  'devices.flows': () => ({ pageNum: 1, pageSize: 3 }),
  'devices.sendInstruction': (fx) => ({ imei: onlineDevice(fx).imei, content: '消音 silence' }),

  'files.columnTree': () => undefined,
  'files.createColumn': () => ({ title: '培训 Training', sort: 3, parentId: 0 }),
  'files.updateColumn': (fx) => ({ id: row(fx, 'fileColumns', 1).id, title: '视频 Videos', sort: 2 }),
  'files.removeColumn': async (fx) => ({
    id: await created(() => fx.admin.files.createColumn({ title: 'Temp' }), async () => ({ data: ((await fx.admin.files.columnTree()) as { data: Row[] }).data }), 'id'),
  }),
  'files.items': (fx) => ({ columnId: row(fx, 'fileColumns').id, pageNum: 1, pageSize: 5 }),
  'files.document': (fx) => ({ id: row(fx, 'files').id }),
  'files.openDocument': (fx) => ({ id: row(fx, 'files').id }),
  'files.documentLink': (fx) => ({ id: row(fx, 'files').id }),
  'files.upload': (fx) => ({ files: new File(['hello vigil'], 'notes.txt', { type: 'text/plain' }), columnId: row(fx, 'fileColumns').id }),
  'files.createItem': (fx) => ({ type: 'document', name: 'FAQ.pdf', columnId: row(fx, 'fileColumns').id, link: 'https://example.com/faq.pdf' }),
  'files.updateItem': (fx) => ({ ...row(fx, 'files', 1), remark: 'v3' }),
  'files.removeItem': (fx) => ({ id: row(fx, 'files', 2).id }),
  'files.download': (fx) => ({ resource: String(row(fx, 'files').id) }),

  'siteConfig.uploadLogo': () => ({ file: LOGO }),
  'siteConfig.updateSystemInfo': () => ({ name: '安全平台', nameEn: 'Vigil' }),
  // Restoring the defaults needs settings that are not the defaults (else "nothing to restore"), whatever ran before.
  'siteConfig.remove': async (fx) => {
    await fx.admin.siteConfig.updateSystemInfo({ name: '安全平台', nameEn: 'Vigil' });
    return undefined;
  },

  'storage.list': () => ({ pageNum: 1, pageSize: 5, userName: 'a' }),
  'storage.update': (fx) => ({ userId: userNamed(fx, 'operator').userId, space: 200 * 1024 * 1024, expansion: 0, fileExpiryDays: 7, authorized: true }),
  'products.changeStatus': (fx) => ({ productId: row(fx, 'products', 3).productId, enabled: true }),

  'sites.list': () => ({ pageNum: 1, pageSize: 3 }),
  'sites.create': () => ({ name: '新港工业园 Harbour Park', address: '宁波市北仑区' }),
  'sites.update': (fx) => ({ ...row(fx, 'sites'), name: '阳光小区一期 Sunshine I' }),
  'sites.get': (fx) => ({ id: row(fx, 'sites').id }),
  'sites.remove': async (fx) => ({
    id: await created(() => fx.admin.sites.create({ name: 'Temp site' }), () => fx.admin.sites.list({}), 'id'),
  }),
  'sites.entrances': (fx) => ({ siteId: row(fx, 'sites').id }),
  'sites.createEntrance': (fx) => ({ siteId: row(fx, 'sites').id, name: '北门 North gate' }),
  'sites.updateEntrance': (fx) => ({ ...row(fx, 'entrances'), name: '东门 East gate (main)' }),
  'sites.removeEntrance': (fx) => ({ id: row(fx, 'entrances', 3).id }),
  'sites.batchAddTzName': (fx) => ({ entranceIds: [row(fx, 'entrances').id, row(fx, 'entrances', 1).id], tzNames: ['张伟'] }),

  'sensors.share': (fx) => ({ imei: onlineDevice(fx).imei, phone: '13800138000', permission: 'view' }),
  'sensors.shares': () => ({ pageNum: 1, pageSize: 3 }),
  'sensors.removeShare': (fx) => ({ id: row(fx, 'shares').id }),
  'sensors.configs': () => ({ pageNum: 1, pageSize: 3 }),
  'sensors.configByImei': (fx) => ({ imei: row(fx, 'sensorConfigs').imei }),
  'sensors.batchEditConfigs': (fx) => ({ configs: [{ imei: row(fx, 'sensorConfigs').imei, pushFrequency: 5 }, { imei: row(fx, 'sensorConfigs', 1).imei, pushFrequency: 10 }] }),
  'sensors.updateConfig': (fx) => ({ imei: row(fx, 'sensorConfigs', 2).imei, pushFrequency: 30 }),
  'sensors.removeConfig': (fx) => ({ imei: row(fx, 'sensorConfigs', 3).imei, channel: 1 }),
  'sensors.realtime': (fx) => ({ imei: onlineDevice(fx).imei }),
  'sensors.gasIndex': (fx) => ({ siteId: row(fx, 'sites').id }),
  'sensors.history': (fx) => ({ imei: onlineDevice(fx).imei, pageNum: 1, pageSize: 100 }),
  'sensors.historyBuckets': (fx) => ({ imei: onlineDevice(fx).imei, beginTime: '2026-01-01 00:00:00', endTime: '2026-01-08 00:00:00', bucketSeconds: 3600 }),
  'sensors.gasData': (fx) => ({ siteId: row(fx, 'sites').id, pageNum: 1, pageSize: 10 }),
  'sensors.infoTitle': () => ({}),
  'sensors.list': () => ({ productId: '15144628', pageNum: 1, pageSize: 10 }),
  'sensors.exportInfo': () => ({ productId: '15144628' }),
  'sensors.snConfig': (fx) => ({ sn: String(row(fx, 'devices').sn) }),
  'sensors.saveSnConfig': (fx) => ({ sn: String(row(fx, 'devices').sn), config: { volume: 3 } }),
  'sensors.get': (fx) => ({ id: onlineDevice(fx).id }),
  'sensors.create': () => ({ productId: '15144628', imei: nextImei(), name: 'Kitchen', location: 'Ningbo', longitude: 121.55, latitude: 29.87 }),
  'sensors.update': (fx) => ({ id: row(fx, 'devices', 10).id, name: 'Boiler room', remark: 'moved' }),
  'sensors.unbind': async (fx) => ({ id: await createdDevice(fx) }),
  'sensors.remove': async (fx) => ({ id: await createdDevice(fx) }),
  'sensors.importInfo': () => ({ productId: '15144628', file: workbookFile([{ imei: '869999000000001', name: 'Kitchen', location: 'Ningbo' }]) }),

  'alarms.list': () => ({ pageNum: 1, pageSize: 15 }),
  'alarms.remove': (fx) => ({ id: row(fx, 'alarms', 100).id }),
  'alarms.removeForDevice': (fx) => ({ imei: row(fx, 'alarms', 101).imei, type: row(fx, 'alarms', 101).type }),
  'alarms.reset': (fx) => ({ id: row(fx, 'alarms', 102).id }),
  'alarms.export': () => ({}),

  'workOrders.add': (fx) => ({ alarmId: row(fx, 'alarms', 60).id, info: '请上门检查 please inspect', level: 'urgent', handler: '张伟', handlerPhone: '13800138000' }),
  'workOrders.list': () => ({ pageNum: 1, pageSize: 10, status: 'pending' }),
  'workOrders.modifyStatus': (fx) => ({ id: orderIn(fx, 'pending').id, status: 'processing' }),
  'workOrders.edit': (fx) => ({ id: orderIn(fx, 'pending', 1).id, info: '补充说明 more detail' }),
  'workOrders.remove': (fx) => ({ id: orderIn(fx, 'rejected').id }),
  'workOrders.send': (fx) => ({ id: orderIn(fx, 'pending', 2).id }),
  'workOrders.mine': () => ({ pageNum: 1, pageSize: 10 }),
  'workOrders.get': (fx) => ({ id: row(fx, 'workOrders').id }),

  'personnel.list': () => ({ pageNum: 1, pageSize: 5 }),
  'personnel.create': () => ({ name: 'Emily Carter', phone: '13912345678' }),
  'personnel.update': (fx) => ({ ...row(fx, 'persons'), phone: '13700001111' }),
  'personnel.remove': (fx) => ({ id: row(fx, 'persons', 5).id }),
  'contacts.list': () => ({ pageNum: 1, pageSize: 5 }),
  'contacts.create': (fx) => ({ name: 'Emily Carter', numberType: 'landline', number: '0571-88886666', notifyMethod: 'voice', imei: row(fx, 'devices').imei }),
  'contacts.update': (fx) => {
    const { id, name, numberType, number, notifyMethod, imei } = row(fx, 'contacts');
    return { id, name, numberType, number, notifyMethod: notifyMethod === 'sms' ? 'voice' : 'sms', imei };
  },
  'contacts.remove': (fx) => ({ id: row(fx, 'contacts', 7).id }),

  'helmet.fences': () => ({ pageNum: 1, pageSize: 5 }),
  'helmet.createFence': () => FENCE,
  'helmet.updateFence': async (fx) => ({ ...FENCE, id: await createdFence(fx), name: 'Yard (day shift)' }),
  'helmet.removeFence': async (fx) => ({ id: await createdFence(fx) }),
  'trajectory.track': (fx) => ({ imei: row(fx, 'devices').imei, beginTime: '2020-01-01 00:00:00', endTime: '2020-01-02 00:00:00' }),
  'gateways.channels': (fx) => ({ imei: switchableGateway(fx) }),
  'gateways.switch': (fx) => ({ imei: switchableGateway(fx), channel: 1, on: true }),
  'linkages.list': () => ({ pageNum: 1, pageSize: 5 }),
  'linkages.create': (fx) => ({ ...LINKAGE, targetImei: switchableGateway(fx) }),
  'linkages.update': async (fx) => ({ id: await createdLinkage(fx), enabled: false }),
  'linkages.remove': async (fx) => ({ id: await createdLinkage(fx) }),
  'recordings.tasks': () => ({ pageNum: 1, pageSize: 5 }),
  'recordings.createTask': async (fx) => ({ imei: await recorder(fx, 0), durationMinutes: 5 }),
  'recordings.endTask': async (fx) => {
    const imei = await recorder(fx, 1);
    return { id: await created(() => fx.admin.recordings.createTask({ imei, durationMinutes: 5 }), () => fx.admin.recordings.tasks({ imei }), 'id') };
  },
  'recordings.support': async (fx) => ({ imei: await recorder(fx, 2) }),
  'recordings.files': async (fx) => ({ imei: await recorder(fx, 2) }),
  'recordings.storage': () => undefined,
  'helmet.videoChannels': () => ({ pageNum: 1, pageSize: 5 }),
  'helmet.createVideoChannel': () => ({ title: '东门监控', url: 'rtsp://camera.example/1' }),
  'helmet.updateVideoChannel': async (fx) => ({ id: await createdVideoChannel(fx), title: '西门监控' }),
  'helmet.removeVideoChannel': async (fx) => ({ id: await createdVideoChannel(fx) }),
  'talk.groups': () => ({ pageNum: 1, pageSize: 5 }),
  'talk.createGroup': (fx) => ({ name: 'Patrol B', members: helmetImeis(fx) }),
  'talk.updateGroup': async (fx) => ({ id: await createdTalkGroup(fx), name: 'Patrol C' }),
  'talk.removeGroup': async (fx) => ({ id: await createdTalkGroup(fx) }),
  'talk.voices': (fx) => ({ groupId: row(fx, 'talkGroups').id, pageNum: 1, pageSize: 5 }),
  'talk.sendVoice': (fx) => ({ groupId: row(fx, 'talkGroups').id, duration: 3, file: VOICE() }),
  'talk.voiceFile': async (fx) => ({ id: await sentVoice(fx) }),
  'helmetMedia.list': () => ({ pageNum: 1, pageSize: 5 }),
  'helmetMedia.file': (fx) => ({ id: helmetFile(fx, true) }),
  'helmetMedia.remove': (fx) => ({ id: helmetFile(fx, false) }),
  'alarmVideo.createChannel': () => ({ title: '1 号车间', url: '/live/shop-1.flv' }),
  'alarmVideo.updateChannel': async (fx) => ({ id: await createdAlarmChannel(fx), title: '2 号车间' }),
  'alarmVideo.removeChannel': async (fx) => ({ id: await createdAlarmChannel(fx) }),
};
