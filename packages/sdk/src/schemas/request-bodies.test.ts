import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { endpoints } from '../endpoints/index';
import { logoUploadBodySchema } from '../endpoints/site-config';
import { siteBodySchema } from '../endpoints/sites';
import { issueText, VALIDATION_KEYS as K, RUOYI_KEYS as R } from '../rules/validation/index';
import { addWorkOrderBodySchema, personnelBodySchema } from './alarms';
import { findPasswordBodySchema, loginBodySchema, registerBodySchema } from './auth';
import { deviceCreateBodySchema, deviceImportRowSchema, deviceUpdateBodySchema, sensorConfigBodySchema } from './devices';
import { uploadBodySchema } from './files';
import { fenceBodySchema, videoChannelBodySchema } from './helmet';
import { refundBodySchema, wechatPayBodySchema } from './payments';
import { shareBodySchema, snConfigSchema, systemInfoBodySchema } from './sites';
import { deptBodySchema, noticeBodySchema, profileBodySchema, resetPasswordBodySchema, roleBodySchema, userBodySchema, userFormSchema } from './system';

/** `field: key` of every issue, or [] when valid. */
function refusals(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const text = issueText(issue);
    return `${text.field}: ${text.key}`;
  });
}

const newDevice = { productId: '15144628', imei: '869000000000123', name: 'Kitchen', longitude: 121.55, latitude: 29.87 };

describe('device bodies (sensors.create, sensors.update): spec §5 serial number and location, column sizes', () => {
  it('a new device needs its product and a well-formed IMEI; the location is both coordinates, a real point, or none', () => {
    expect(refusals(deviceCreateBodySchema, newDevice)).toEqual([]);
    expect(refusals(deviceCreateBodySchema, { imei: '869000000000123' })).toEqual([`productId: ${K.fieldRequired}`]);
    expect(refusals(deviceCreateBodySchema, { ...newDevice, productId: '' })).toEqual([`productId: ${K.fieldRequired}`]);
    expect(refusals(deviceCreateBodySchema, { ...newDevice, imei: 'ab#1' })).toEqual([`imei: ${K.serialNumberFormat}`]);
    expect(refusals(deviceCreateBodySchema, { ...newDevice, sn: '12' })).toEqual([`sn: ${K.serialNumberFormat}`]);
    expect(refusals(deviceCreateBodySchema, { ...newDevice, longitude: 0, latitude: 0 })).toEqual([`longitude: ${K.locationInvalid}`]);
    expect(refusals(deviceCreateBodySchema, { ...newDevice, latitude: undefined })).toEqual([`longitude: ${K.locationInvalid}`]);
    expect(refusals(deviceCreateBodySchema, { productId: '15144628', imei: '869000000000123' })).toEqual([]);
    expect(refusals(deviceCreateBodySchema, { ...newDevice, model: 'm'.repeat(51), remark: 'r'.repeat(501) })).toEqual([`model: ${K.textTooLong}`, `remark: ${K.textTooLong}`]);
  });

  it('an update names its device and changes what it carries, by the same rules', () => {
    expect(refusals(deviceUpdateBodySchema, { id: 7, remark: 'moved' })).toEqual([]);
    expect(refusals(deviceUpdateBodySchema, { id: 7, location: 'l'.repeat(256) })).toEqual([`location: ${K.textTooLong}`]);
    expect(refusals(deviceUpdateBodySchema, { id: 7, longitude: 200, latitude: 29 })).toEqual([`longitude: ${K.locationInvalid}`]);
    expect(refusals(deviceUpdateBodySchema, { remark: 'moved' })).toEqual([`id: ${K.fieldInvalid}`]);
  });
});

const newUser = { userName: 'grace.hopper', nickName: 'Grace', password: 'cobol1' };

describe('user body: the account rules on create and update', () => {
  it('a new user needs an account, a nickname and a 5-20 character password', () => {
    expect(refusals(userBodySchema, newUser)).toEqual([]);
    expect(refusals(userBodySchema, { userName: 'grace.hopper', nickName: 'Grace' })).toEqual([`password: ${K.passwordRequired}`]);
    expect(refusals(userBodySchema, { ...newUser, password: 'ab' })).toEqual([`password: ${K.passwordLength}`]);
    expect(refusals(userBodySchema, { ...newUser, userName: '格蕾丝' })).toEqual([`userName: ${K.accountNoChinese}`]);
    // SysUser:148 @Size(max = 30) answers first; between 21 and 30 the spec's 2-20 rule does.
    expect(refusals(userBodySchema, { ...newUser, userName: 'x'.repeat(100_000) })).toEqual([`userName: ${R.userNameSize}`]);
    expect(refusals(userBodySchema, { ...newUser, userName: 'x'.repeat(21) })).toEqual([`userName: ${K.accountLength}`]);
  });

  it('an update sends the whole record (RuoYi validates userName on edit too) and may not set the password', () => {
    expect(refusals(userBodySchema, { userId: 7, userName: 'grace.hopper', nickName: 'Renamed' })).toEqual([]);
    // SysUser:147 @NotBlank(message = "用户账号不能为空"), checked by SysUserController.edit's @Validated.
    expect(refusals(userBodySchema, { userId: 7, nickName: 'Renamed' })).toEqual([`userName: ${R.userNameRequired}`]);
    expect(refusals(userBodySchema, { userId: 7, userName: 'grace.hopper', password: 'secret1' })).toEqual([`password: ${K.passwordNotOnUpdate}`]);
  });

  it('the one-role user form sends its role as roleIds (none when blank) under the same rules', () => {
    expect(userFormSchema.parse({ ...newUser, roleId: '3' })).toMatchObject({ roleIds: ['3'] });
    expect(userFormSchema.parse({ ...newUser, roleId: '' })).toMatchObject({ roleIds: [] });
    expect(refusals(userFormSchema, { ...newUser, userName: 'g', roleId: '3' })).toEqual([`userName: ${K.accountLength}`]);
    expect(refusals(userFormSchema, { userId: 7, userName: 'grace.hopper', password: 'secret1' })).toEqual([`password: ${K.passwordNotOnUpdate}`]);
  });

  it('phone and e-mail may be empty but not malformed; every text has a maximum', () => {
    expect(refusals(userBodySchema, { ...newUser, phonenumber: '', email: '  ' })).toEqual([]);
    expect(refusals(userBodySchema, { ...newUser, phonenumber: '123' })).toEqual([`phonenumber: ${K.phoneFormat}`]);
    expect(refusals(userBodySchema, { ...newUser, email: 'grace@' })).toEqual([`email: ${R.userEmailFormat}`]);
    expect(refusals(userBodySchema, { ...newUser, nickName: 'n'.repeat(31) })).toEqual([`nickName: ${R.nickNameSize}`]);
    expect(refusals(userBodySchema, { ...newUser, remark: 'r'.repeat(501) })).toEqual([`remark: ${K.textTooLong}`]);
  });

  it('fields the body does not name are dropped, not passed on', () => {
    expect(userBodySchema.parse({ ...newUser, admin: true, __proto__x: 1, permissions: ['*:*:*'] })).toEqual(newUser);
    // modules is a field of the body, but only catalogue codes.
    expect(userBodySchema.safeParse({ ...newUser, modules: ['*'] }).success).toBe(false);
  });

  it('too long reads with its bound', () => {
    const result = userBodySchema.safeParse({ ...newUser, nickName: '名'.repeat(31) });
    expect(result.success ? undefined : issueText(result.error.issues[0] as z.core.$ZodIssue)).toEqual({ key: R.nickNameSize, params: { max: 30 }, field: 'nickName' });
  });
});

describe('system bodies', () => {
  it('role, department, menu and notice need what RuoYi marks @NotBlank/@NotNull on create and on edit', () => {
    const role = { roleName: 'Auditor', roleKey: 'auditor', roleSort: '9' };
    expect(refusals(roleBodySchema, role)).toEqual([]);
    expect(refusals(roleBodySchema, {})).toEqual([`roleName: ${R.roleNameRequired}`, `roleKey: ${R.roleKeyRequired}`, `roleSort: ${R.roleSortRequired}`]);
    expect(refusals(roleBodySchema, { roleId: 3, ...role, remark: 'read only' })).toEqual([]);
    expect(refusals(roleBodySchema, { roleId: 3, remark: 'read only' })).toEqual([`roleName: ${R.roleNameRequired}`, `roleKey: ${R.roleKeyRequired}`, `roleSort: ${R.roleSortRequired}`]);
    expect(refusals(roleBodySchema, { roleId: 3, ...role, roleKey: 'k'.repeat(101) })).toEqual([`roleKey: ${R.roleKeySize}`]);
    // A role grants modules too: only the spec's module codes.
    expect(roleBodySchema.parse({ ...role, modules: ['flame', 'user'] })).toMatchObject({ modules: ['flame', 'user'] });
    expect(roleBodySchema.safeParse({ ...role, modules: ['*'] }).success).toBe(false);
    expect(refusals(deptBodySchema, { parentId: 1, orderNum: 0 })).toEqual([`deptName: ${R.deptNameRequired}`]);
    expect(refusals(deptBodySchema, { deptId: 2, parentId: 1, deptName: 'Ops', orderNum: 1, phone: '123' })).toEqual([`phone: ${K.phoneFormat}`]);
    expect(refusals(noticeBodySchema, { noticeTitle: 'Rota', noticeType: '1', noticeContent: 'c'.repeat(100_001) })).toEqual([`noticeContent: ${K.textTooLong}`]);
  });

  it('reset password and profile follow the password and phone rules', () => {
    expect(refusals(resetPasswordBodySchema, { userId: 1, password: 'ab' })).toEqual([`password: ${K.passwordLength}`]);
    expect(refusals(profileBodySchema, { phonenumber: '13800138000' })).toEqual([]);
    expect(refusals(profileBodySchema, { phonenumber: '123' })).toEqual([`phonenumber: ${K.phoneFormat}`]);
  });
});

describe('auth bodies', () => {
  it('login, register and recovery use the account, password, phone and code rules', () => {
    expect(refusals(loginBodySchema, { username: 'admin', password: 'admin123' })).toEqual([]);
    expect(refusals(loginBodySchema, { username: '管理员', password: 'admin123' })).toEqual([`username: ${K.accountNoChinese}`]);
    const register = { username: 'new.user', password: 'secret1', confirmPassword: 'secret1', phone: '13900001111', code: '123456' };
    expect(refusals(registerBodySchema, register)).toEqual([]);
    expect(refusals(registerBodySchema, { ...register, confirmPassword: 'other1' })).toEqual([`confirmPassword: ${K.passwordMismatch}`]);
    expect(refusals(registerBodySchema, { ...register, phone: '123' })).toEqual([`phone: ${K.phoneFormat}`]);
    expect(refusals(findPasswordBodySchema, { phone: '13900001111', code: '123456', password: 'ab' })).toEqual([`password: ${K.passwordLength}`]);
  });
});

describe('device bodies', () => {
  const imei = '860000000000001';
  it('probe thresholds: low not above high, within the range the probe states', () => {
    const probe = { number: 1, range: '0-150', lowAlarm: 35, highAlarm: 100 };
    expect(refusals(sensorConfigBodySchema, { imei, probes: [probe] })).toEqual([]);
    expect(refusals(sensorConfigBodySchema, { imei, probes: [{ ...probe, lowAlarm: 120 }] })).toEqual([`probes.0.lowAlarm: ${K.probeThresholdOrder}`]);
    expect(refusals(sensorConfigBodySchema, { imei, probes: [{ ...probe, highAlarm: 9999 }] })).toEqual([`probes.0.highAlarm: ${K.probeThresholdRange}`]);
  });

  it('helmet thresholds follow spec §5', () => {
    const thresholds = { combustible: 20, carbonMonoxide: 150, hydrogenSulfide: 15, toluene: 15, ammonia: 15 };
    expect(refusals(sensorConfigBodySchema, { imei, thresholds })).toEqual([]);
    expect(refusals(sensorConfigBodySchema, { imei, thresholds: { ...thresholds, carbonMonoxide: 9999 } })).toEqual([`thresholds.carbonMonoxide: ${K.helmetCarbonMonoxideRange}`]);
  });

  it('a site or an imported device has no coordinates or a real location', () => {
    expect(refusals(siteBodySchema, { name: 'Harbour Park' })).toEqual([]);
    expect(refusals(siteBodySchema, { name: 'Harbour Park', longitude: '121.5', latitude: 29.8 })).toEqual([]);
    expect(refusals(siteBodySchema, { name: 'Harbour Park', longitude: 999, latitude: 29.8 })).toEqual([`longitude: ${K.locationInvalid}`]);
    expect(refusals(siteBodySchema, { id: 4, latitude: 29.8 })).toEqual([`longitude: ${K.locationInvalid}`]);
    expect(refusals(deviceImportRowSchema, { imei, longitude: 121.5, latitude: 91 })).toEqual([`longitude: ${K.locationInvalid}`]);
    expect(refusals(deviceImportRowSchema, { imei: 'abc' })).toEqual([`imei: ${K.serialNumberFormat}`]);
  });

  it('share and serial configuration', () => {
    expect(refusals(shareBodySchema, { imei, phone: '123', permission: 'view' })).toEqual([`phone: ${K.phoneFormat}`]);
    const config = Object.fromEntries(Array.from({ length: 51 }, (_, n) => [`k${n}`, n]));
    expect(refusals(snConfigSchema, { sn: 'VGHOU000001', config })).toEqual([`config: ${K.listTooLong}`]);
    expect(refusals(snConfigSchema, { sn: 'VGHOU000001', config: { volume: 3, mode: 'quiet', on: true } })).toEqual([]);
  });
});

describe('operations bodies', () => {
  it('work order: info, handler name and phone, level', () => {
    expect(refusals(addWorkOrderBodySchema, { info: 'Leak', handler: 'Li', handlerPhone: '13800138000', level: 'urgent' })).toEqual([]);
    expect(refusals(addWorkOrderBodySchema, { info: ' ', handler: 'Li', handlerPhone: '138', level: 'soon' })).toEqual([
      `info: ${K.workOrderInfoRequired}`,
      `handlerPhone: ${K.phoneFormat}`,
      `level: ${K.workOrderLevelRequired}`,
    ]);
    expect(refusals(personnelBodySchema, { name: 'Li', phone: '123' })).toEqual([`phone: ${K.phoneFormat}`]);
  });

  it('fence periods must not overlap; video title at most 10; system names at most 8', () => {
    const fence = { name: 'Yard', behaviour: 'noLeaving', alarmFrequency: 5, periods: [{ start: '08:00', end: '12:00' }], area: [[114, 22.5], [114.1, 22.5], [114.1, 22.6]] };
    expect(refusals(fenceBodySchema, fence)).toEqual([]);
    expect(refusals(fenceBodySchema, { ...fence, periods: [{ start: '08:00', end: '12:00' }, { start: '11:00', end: '13:00' }] })).toEqual([`periods: ${K.fencePeriodsOverlap}`]);
    expect(refusals(fenceBodySchema, { ...fence, area: [[114, 22.5], [999, 22.5], [114.1, 22.6]] })).toEqual([`area: ${K.locationInvalid}`]);
    expect(refusals(videoChannelBodySchema, { title: '一二三四五六七八九十' })).toEqual([]);
    expect(refusals(videoChannelBodySchema, { title: '一二三四五六七八九十一' })).toEqual([`title: ${K.videoTitleLength}`]);
    expect(refusals(systemInfoBodySchema, { name: '九个字的系统名称呀', nameEn: 'Vigil' })).toEqual([`name: ${K.systemNameLength}`]);
  });

  it('payments: recharge and refund rules, parsed to numbers', () => {
    expect(wechatPayBodySchema.parse({ amount: '20' })).toEqual({ amount: 20 });
    expect(refusals(wechatPayBodySchema, { amount: '1000000' })).toEqual([`amount: ${K.rechargeInvalid}`]);
    expect(refusals(refundBodySchema, { userId: 1, amount: 5 })).toEqual([`remark: ${K.refundRemarkRequired}`]);
  });
});

describe('uploads', () => {
  it('declare their limit on the table', () => {
    expect(endpoints.files.upload.maxBytes).toBe(20 * 1024 * 1024);
    expect(endpoints.siteConfig.uploadLogo.maxBytes).toBe(256 * 1024);
    expect(endpoints.sensors.importInfo.maxBytes).toBe(500 * 1024);
    expect(endpoints.users.create.maxBytes).toBeUndefined();
  });

  it('refuse a file over the limit, a logo that is no image, an import that is no workbook', () => {
    const png = new File([new Uint8Array(10)], 'logo.png', { type: 'image/png' });
    expect(refusals(logoUploadBodySchema, { file: png })).toEqual([]);
    expect(refusals(logoUploadBodySchema, { file: new File(['x'], 'logo.txt', { type: 'text/plain' }) })).toEqual([`file: ${K.fileNotImage}`]);
    expect(refusals(logoUploadBodySchema, { file: new File([new Uint8Array(256 * 1024 + 1)], 'big.png', { type: 'image/png' }) })).toEqual([`file: ${K.fileTooLarge}`]);
    expect(refusals(uploadBodySchema, {})).toEqual([`files: ${K.fileRequired}`]);
    const importBody = endpoints.sensors.importInfo.body;
    expect(refusals(importBody, { file: new File(['a,b'], 'devices.csv'), productId: '15144628' })).toEqual([`file: ${K.importType}`]);
    expect(refusals(importBody, { file: new File([new Uint8Array(510 * 1024)], 'devices.xlsx'), productId: '15144628' })).toEqual([`file: ${K.importSize}`]);
  });
});
