import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  VALIDATION_KEYS as K,
  accountNameSchema,
  captchaAnswerSchema,
  alarmTimeSchema,
  changePasswordFormSchema,
  contactBodySchema,
  contactFormSchema,
  PUSH_FREQUENCY_MAX,
  pushFrequencySchema,
  dictDataFormSchema,
  fenceFormSchema,
  helmetThresholdsSchema,
  importFileSchema,
  landlineSchema,
  loginFormSchema,
  phoneLoginFormSchema,
  locationSchema,
  parameterFormSchema,
  passwordSchema,
  periodsOverlap,
  phoneSchema,
  rechargeAmountSchema,
  recordingDurationSchema,
  refundFormSchema,
  refundLimitFormSchema,
  freezeFormSchema,
  registerFormSchema,
  serialNumberSchema,
  shareFormSchema,
  systemInfoFormSchema,
  trackQuerySchema,
  unfreezeFormSchema,
  verificationCodeSchema,
  videoTitleSchema,
  validationEn,
  validationZhCN,
  workOrderCompleteFormSchema,
  workOrderFormSchema,
  workOrderRefuseFormSchema,
} from './index';

/** The keys of all issues, or [] when valid. */
function keys(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('every message is a documented key', () => {
  it('keys are unique and namespaced', () => {
    const values = Object.values(K);
    expect(new Set(values).size).toBe(values.length);
    for (const key of values) expect(key).toMatch(/^validation\.[a-zA-Z]+\.[a-zA-Z]+$/);
  });
});

describe('account and password', () => {
  it('account 2-20 characters at the boundaries', () => {
    expect(keys(accountNameSchema, 'ab')).toEqual([]);
    expect(keys(accountNameSchema, 'a'.repeat(20))).toEqual([]);
    expect(keys(accountNameSchema, 'a')).toEqual([K.accountLength]);
    expect(keys(accountNameSchema, 'a'.repeat(21))).toEqual([K.accountLength]);
  });
  it('account: empty, blank or missing is required; Chinese is refused', () => {
    expect(keys(accountNameSchema, '')).toEqual([K.accountRequired]);
    expect(keys(accountNameSchema, '   ')).toEqual([K.accountRequired]);
    expect(keys(accountNameSchema, undefined)).toEqual([K.accountRequired]);
    expect(keys(accountNameSchema, 'admin张三')).toEqual([K.accountNoChinese]);
    expect(keys(accountNameSchema, '张三')).toEqual([K.accountNoChinese]);
    // Issue 27: `admin\u200b` was created beside `admin`; Cyrillic а looks like Latin a.
    for (const name of ['admin\u200b', 'adm\u00adin', 'аdmin', 'ad min', 'admin\u202e', 'ａdmin']) expect(keys(accountNameSchema, name), name).toEqual([K.accountCharacters]);
    expect(keys(accountNameSchema, 'ops.east-01_@x')).toEqual([]);
  });
  it('password 5-20', () => {
    expect(keys(passwordSchema, '12345')).toEqual([]);
    expect(keys(passwordSchema, '1234')).toEqual([K.passwordLength]);
    expect(keys(passwordSchema, 'x'.repeat(21))).toEqual([K.passwordLength]);
    expect(keys(passwordSchema, '')).toEqual([K.passwordRequired]);
  });
  it('passwords must match; new and confirmation required', () => {
    expect(keys(changePasswordFormSchema, { oldPassword: 'old12', newPassword: 'new123', confirmPassword: 'new123' })).toEqual([]);
    expect(keys(changePasswordFormSchema, { oldPassword: 'old12', newPassword: 'new123', confirmPassword: 'new124' })).toEqual([K.passwordMismatch]);
    expect(keys(changePasswordFormSchema, { oldPassword: 'old12', newPassword: '', confirmPassword: '' })).toEqual([
      K.newPasswordRequired,
      K.confirmPasswordRequired,
    ]);
  });
  it('register form checks everything and the password pair', () => {
    const valid = { username: 'operator', password: 'pass123', confirmPassword: 'pass123', phone: '13800138000', code: '123456' };
    expect(keys(registerFormSchema, valid)).toEqual([]);
    expect(keys(registerFormSchema, { ...valid, confirmPassword: 'other' })).toEqual([K.passwordMismatch]);
  });
  it('a mismatch shows together with format errors of other fields, not only once they pass', () => {
    const register = { username: 'operator', password: 'pass123', confirmPassword: 'other', phone: '123', code: '12' };
    expect(keys(registerFormSchema, register)).toEqual([K.phoneFormat, K.codeFormat, K.passwordMismatch]);
    // An empty required field stops the form-level checks (its "required" is final), so no mismatch is guessed at.
    expect(keys(registerFormSchema, { ...register, code: '' })).toEqual([K.phoneFormat, K.codeRequired]);
  });
});

describe('phone, landline, code', () => {
  it('phone format', () => {
    expect(keys(phoneSchema, '13800138000')).toEqual([]);
    expect(keys(phoneSchema, '12800138000')).toEqual([K.phoneFormat]);
    expect(keys(phoneSchema, '1380013800')).toEqual([K.phoneFormat]);
    expect(keys(phoneSchema, '一三八00138000')).toEqual([K.phoneFormat]);
    expect(keys(phoneSchema, '')).toEqual([K.phoneRequired]);
  });
  it('landline format', () => {
    expect(keys(landlineSchema, '010-12345678')).toEqual([]);
    expect(keys(landlineSchema, '075512345678')).toEqual([]);
    expect(keys(landlineSchema, '0755-1234567-801')).toEqual([]);
    expect(keys(landlineSchema, '12345678')).toEqual([K.landlineFormat]);
  });
  it('verification code required, 4-6 digits', () => {
    expect(keys(verificationCodeSchema, '1234')).toEqual([]);
    expect(keys(verificationCodeSchema, '')).toEqual([K.codeRequired]);
    expect(keys(verificationCodeSchema, '12a4')).toEqual([K.codeFormat]);
    expect(keys(verificationCodeSchema, '1234567')).toEqual([K.codeFormat]);
  });
  it('image-captcha answer: any non-blank short text, trimmed, unlike the SMS code', () => {
    // The mock's arithmetic captcha: "2+5=?" answers "7", "5-9=?" answers "-4".
    expect(captchaAnswerSchema.parse(' 7 ')).toBe('7');
    expect(keys(captchaAnswerSchema, '-4')).toEqual([]);
    expect(keys(captchaAnswerSchema, 'aB3x')).toEqual([]);
    expect(keys(captchaAnswerSchema, '   ')).toEqual([K.codeRequired]);
    expect(keys(captchaAnswerSchema, undefined)).toEqual([K.codeRequired]);
    expect(keys(captchaAnswerSchema, 'x'.repeat(11))).toEqual([K.captchaLength]);
  });
  it('account login takes a captcha answer, phone login an SMS code', () => {
    const account = { username: 'admin', password: 'admin123' };
    expect(loginFormSchema.parse({ ...account, code: '7' })).toEqual({ ...account, code: '7' });
    expect(loginFormSchema.parse({ ...account, code: '-4' }).code).toBe('-4');
    expect(keys(loginFormSchema, account)).toEqual([]);
    expect(keys(loginFormSchema, { ...account, code: ' ' })).toEqual([K.codeRequired]);
    expect(keys(phoneLoginFormSchema, { phone: '13800138000', code: '7' })).toEqual([K.codeFormat]);
    expect(keys(phoneLoginFormSchema, { phone: '13800138000', code: '123456' })).toEqual([]);
  });
});

describe('devices', () => {
  it('serial number format', () => {
    expect(keys(serialNumberSchema, '860123456789012')).toEqual([]);
    expect(keys(serialNumberSchema, 'JT-2024-0001')).toEqual([]);
    expect(keys(serialNumberSchema, 'abc')).toEqual([K.serialNumberFormat]);
    expect(keys(serialNumberSchema, '设备序列号123456')).toEqual([K.serialNumberFormat]);
    expect(keys(serialNumberSchema, '')).toEqual([K.serialNumberRequired]);
  });
  it('location selection must be a real point', () => {
    expect(keys(locationSchema, { longitude: 114.05, latitude: 22.54 })).toEqual([]);
    expect(keys(locationSchema, { longitude: 0, latitude: 0 })).toEqual([K.locationInvalid]);
    expect(keys(locationSchema, { longitude: 181, latitude: 22 })).toEqual([K.locationInvalid]);
    expect(keys(locationSchema, undefined)).toEqual([K.locationInvalid]);
    expect(keys(locationSchema, { longitude: '114', latitude: 22 })).toEqual([K.locationInvalid]);
  });
  it('import: xlsx/xls only, at most 500 KB', () => {
    expect(keys(importFileSchema, new File(['x'], '设备导入.xlsx'))).toEqual([]);
    expect(keys(importFileSchema, { name: 'devices.XLS', size: 500 * 1024 })).toEqual([]);
    expect(keys(importFileSchema, { name: 'devices.xls', size: 500 * 1024 + 1 })).toEqual([K.importSize]);
    expect(keys(importFileSchema, { name: 'devices.csv', size: 10 })).toEqual([K.importType]);
    expect(keys(importFileSchema, { name: 'devices.xlsx.exe', size: 10 })).toEqual([K.importType]);
    expect(keys(importFileSchema, null)).toEqual([K.importRequired]);
  });
  it('share needs a valid phone and a permission', () => {
    expect(keys(shareFormSchema, { phone: '13800138000', permission: 'view' })).toEqual([]);
    expect(keys(shareFormSchema, { phone: '138', permission: 'admin' })).toEqual([K.phoneFormat, K.sharePermissionRequired]);
  });
  it('contact: name, number type (landline default) and method required; number checked by type', () => {
    expect(contactFormSchema.parse({ name: '王工', number: '010-12345678', notifyMethod: 'sms' }).numberType).toBe('landline');
    expect(keys(contactFormSchema, { name: '王工', number: '13800138000', notifyMethod: 'sms' })).toEqual([K.landlineFormat]);
    expect(keys(contactFormSchema, { name: '王工', numberType: 'mobile', number: '13800138000', notifyMethod: 'voice' })).toEqual([]);
    expect(keys(contactFormSchema, { name: '', numberType: 'fax', number: '13800138000' })).toEqual([
      K.contactNameRequired,
      K.contactNumberTypeRequired,
      K.contactNotifyMethodRequired,
    ]);
    expect(keys(contactFormSchema, { name: '王工', number: ' ', notifyMethod: 'sms' })).toEqual([K.contactNumberRequired]);
  });
  it('contact body: the form rules and the device it belongs to', () => {
    expect(keys(contactBodySchema, { name: '王工', number: '0571-88886666', notifyMethod: 'voice', imei: '866123456789012' })).toEqual([]);
    expect(keys(contactBodySchema, { name: '王工', number: '0571-88886666', notifyMethod: 'voice' })).toEqual([K.serialNumberRequired]);
    expect(keys(contactBodySchema, { name: '王工', number: '12345', notifyMethod: 'voice', imei: '866123456789012' })).toEqual([K.landlineFormat]);
  });
  it('push frequency: a whole number of minutes from 1 to PUSH_FREQUENCY_MAX', () => {
    expect(PUSH_FREQUENCY_MAX).toBe(1440);
    expect(pushFrequencySchema.parse(' 5 ')).toBe(5);
    expect(pushFrequencySchema.parse(1440)).toBe(1440);
    expect(keys(pushFrequencySchema, '')).toEqual([K.pushFrequencyRequired]);
    for (const bad of [0, -1, 1.5, 1441, 'abc']) expect(keys(pushFrequencySchema, bad)).toEqual([K.pushFrequencyRange]);
    expect(validationEn[K.pushFrequencyRange]).toContain(String(PUSH_FREQUENCY_MAX));
    expect(validationZhCN[K.pushFrequencyRange]).toContain(String(PUSH_FREQUENCY_MAX));
  });
});

describe('billing', () => {
  it('recharge amount chosen or typed, positive, cents at most', () => {
    expect(rechargeAmountSchema.parse(50)).toBe(50);
    expect(rechargeAmountSchema.parse(' 99.99 ')).toBe(99.99);
    expect(keys(rechargeAmountSchema, '')).toEqual([K.rechargeRequired]);
    expect(keys(rechargeAmountSchema, undefined)).toEqual([K.rechargeRequired]);
    expect(keys(rechargeAmountSchema, 'abc')).toEqual([K.rechargeInvalid]);
    expect(keys(rechargeAmountSchema, '五十')).toEqual([K.rechargeInvalid]);
    expect(keys(rechargeAmountSchema, 0)).toEqual([K.rechargeInvalid]);
    expect(keys(rechargeAmountSchema, -5)).toEqual([K.rechargeInvalid]);
    expect(keys(rechargeAmountSchema, '1.001')).toEqual([K.rechargeInvalid]);
    expect(keys(rechargeAmountSchema, '1e3')).toEqual([K.rechargeInvalid]);
  });
  it('unfreeze must not exceed the frozen amount', () => {
    expect(keys(unfreezeFormSchema, { frozenAmount: 100, amount: 100 })).toEqual([]);
    expect(keys(unfreezeFormSchema, { frozenAmount: 100, amount: '100.01' })).toEqual([K.unfreezeExceeds]);
    expect(keys(unfreezeFormSchema, { frozenAmount: 100, amount: 'x' })).toEqual([K.unfreezeInvalid]);
  });
  it('refund at most the refundable amount, freeze at most the balance', () => {
    expect(keys(refundLimitFormSchema, { refundable: 10, amount: '10', remark: 'r' })).toEqual([]);
    expect(keys(refundLimitFormSchema, { refundable: 10, amount: '10.01', remark: 'r' })).toEqual([K.refundExceeds]);
    expect(keys(refundLimitFormSchema, { refundable: 10, amount: '5', remark: '' })).toEqual([K.refundRemarkRequired]);
    expect(keys(freezeFormSchema, { balance: 20, amount: 20 })).toEqual([]);
    expect(keys(freezeFormSchema, { balance: 20, amount: '20.5' })).toEqual([K.freezeExceeds]);
    expect(keys(freezeFormSchema, { balance: 20, amount: '0' })).toEqual([K.amountInvalid]);
  });
  it('refund amount and remark required', () => {
    expect(keys(refundFormSchema, { amount: 10, remark: '退款' })).toEqual([]);
    expect(keys(refundFormSchema, { amount: '', remark: ' ' })).toEqual([K.refundAmountRequired, K.refundRemarkRequired]);
  });
});

describe('media and system', () => {
  it('video title at most 10 characters, Chinese counted as one each', () => {
    expect(keys(videoTitleSchema, '一二三四五六七八九十')).toEqual([]);
    expect(keys(videoTitleSchema, '一二三四五六七八九十一')).toEqual([K.videoTitleLength]);
    expect(keys(videoTitleSchema, '')).toEqual([K.videoTitleRequired]);
  });
  it('system names at most 8 characters', () => {
    expect(keys(systemInfoFormSchema, { name: '安全监测平台', nameEn: 'Vigil' })).toEqual([]);
    expect(keys(systemInfoFormSchema, { name: '智慧燃气安全监测平台', nameEn: 'VigilConsole' })).toEqual([K.systemNameLength, K.systemNameLength]);
  });
  it('recording at least three seconds', () => {
    expect(keys(recordingDurationSchema, 3)).toEqual([]);
    expect(keys(recordingDurationSchema, 2.9)).toEqual([K.recordingTooShort]);
    expect(keys(recordingDurationSchema, '3')).toEqual([K.recordingTooShort]);
  });
});

describe('work orders', () => {
  it('info, person name and phone, level required', () => {
    expect(keys(workOrderFormSchema, { info: '阀门泄漏', handler: '李工', handlerPhone: '13800138000', level: 'urgent' })).toEqual([]);
    expect(keys(workOrderFormSchema, {})).toEqual([K.workOrderInfoRequired, K.workOrderPersonRequired, K.phoneRequired, K.workOrderLevelRequired]);
  });

  it('completing needs a result and refusing a reason; blanks are refused', () => {
    expect(keys(workOrderCompleteFormSchema, { result: '已关阀' })).toEqual([]);
    expect(keys(workOrderCompleteFormSchema, { result: '   ' })).toEqual([K.workOrderResultRequired]);
    expect(keys(workOrderRefuseFormSchema, { reason: '重复工单' })).toEqual([]);
    expect(keys(workOrderRefuseFormSchema, { reason: '' })).toEqual([K.workOrderReasonRequired]);
  });
});

describe('fences', () => {
  const valid = {
    name: '厂区围栏',
    behaviour: 'noLeaving',
    alarmFrequency: 5,
    periods: [
      { start: '08:00', end: '12:00' },
      { start: '12:00', end: '18:00' },
    ],
    area: [
      [114.0, 22.5],
      [114.1, 22.5],
      [114.1, 22.6],
    ],
  };
  it('accepts a complete fence with touching periods', () => {
    expect(keys(fenceFormSchema, valid)).toEqual([]);
  });
  it('name, type and time required; start and end not empty', () => {
    expect(keys(fenceFormSchema, { ...valid, name: '', behaviour: undefined, periods: [] })).toEqual([
      K.fenceNameRequired,
      K.fenceTypeRequired,
      K.fenceTimeRequired,
    ]);
    expect(keys(fenceFormSchema, { ...valid, periods: [{ start: '', end: '' }] })).toEqual([K.fenceStartRequired, K.fenceEndRequired]);
  });
  it('periods must not overlap and must run forward', () => {
    expect(keys(fenceFormSchema, { ...valid, periods: [{ start: '08:00', end: '12:00' }, { start: '11:59', end: '13:00' }] })).toEqual([
      K.fencePeriodsOverlap,
    ]);
    expect(keys(fenceFormSchema, { ...valid, periods: [{ start: '12:00', end: '08:00' }] })).toEqual([K.fencePeriodOrder]);
    expect(periodsOverlap([{ start: '13:00', end: '14:00' }, { start: '08:00', end: '13:30' }])).toBe(true);
    expect(periodsOverlap([])).toBe(false);
  });
  it('frequency from the allowed list; an area drawn', () => {
    expect(keys(fenceFormSchema, { ...valid, alarmFrequency: 2, area: [] })).toEqual([K.fenceFrequencyInvalid, K.fenceAreaRequired]);
  });
  it('keeps a number, a circle (centre and a positive radius) and the assigned helmets', () => {
    const circle = { ...valid, number: 'F-1', shape: 'circle', circle: { center: [114.05, 22.55], radius: 300 }, imeis: ['861627742662094'] };
    expect(keys(fenceFormSchema, circle)).toEqual([]);
    expect(keys(fenceFormSchema, { ...circle, circle: { center: [114.05, 22.55], radius: 0 } })).toEqual([K.fenceAreaRequired]);
    expect(keys(fenceFormSchema, { ...circle, shape: 'ellipse' }).length).toBe(1);
  });
});

describe('helmet thresholds', () => {
  const valid = { combustible: 20, carbonMonoxide: 150, hydrogenSulfide: 15, toluene: 0, ammonia: '7.5' };
  it('inclusive ranges', () => {
    expect(keys(helmetThresholdsSchema, valid)).toEqual([]);
  });
  it('out of range, negative, non-numeric and empty each name their gas', () => {
    expect(keys(helmetThresholdsSchema, { ...valid, combustible: 20.1 })).toEqual([K.helmetCombustibleRange]);
    expect(keys(helmetThresholdsSchema, { ...valid, carbonMonoxide: 151 })).toEqual([K.helmetCarbonMonoxideRange]);
    expect(keys(helmetThresholdsSchema, { ...valid, hydrogenSulfide: -1 })).toEqual([K.helmetHydrogenSulfideRange]);
    expect(keys(helmetThresholdsSchema, { ...valid, toluene: 'abc' })).toEqual([K.helmetTolueneRange]);
    expect(keys(helmetThresholdsSchema, { ...valid, ammonia: '' })).toEqual([K.helmetAmmoniaRange]);
  });
});

describe('times', () => {
  it('track query start and end required, end after start', () => {
    expect(trackQuerySchema.parse({ start: '2026-01-01 08:00:00', end: '2026-01-01 09:00:00' })).toEqual({
      start: Date.parse('2026-01-01T08:00:00'),
      end: Date.parse('2026-01-01T09:00:00'),
    });
    expect(keys(trackQuerySchema, { start: '', end: undefined })).toEqual([K.trackStartRequired, K.trackEndRequired]);
    expect(keys(trackQuerySchema, { start: 2000, end: 1000 })).toEqual([K.trackOrder]);
    expect(keys(trackQuerySchema, { start: '昨天', end: 1000 })).toEqual([K.trackStartRequired]);
  });
  it('alarm time required', () => {
    expect(keys(alarmTimeSchema, '')).toEqual([K.alarmTimeRequired]);
    expect(keys(alarmTimeSchema, new Date(0))).toEqual([]);
  });
});

describe('dictionary and parameters', () => {
  it('required fields', () => {
    expect(keys(dictDataFormSchema, { dictLabel: '正常', dictValue: '0', dictSort: '1' })).toEqual([]);
    expect(keys(dictDataFormSchema, { dictLabel: '', dictValue: '', dictSort: '' })).toEqual([
      K.dictLabelRequired,
      K.dictValueRequired,
      K.dictSortRequired,
    ]);
    expect(keys(parameterFormSchema, {})).toEqual([K.parameterNameRequired, K.parameterKeyRequired, K.parameterValueRequired]);
  });
});
