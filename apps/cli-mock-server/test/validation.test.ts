import { describe, expect, it } from 'vitest';
import { call, type Envelope, login, signedInAdmin, type TestServer, undispatchedAlarmId } from './support';
import { workbookFile } from './workbooks';

type Row = Record<string, unknown>;

/** Seeded records the cases write against, looked up through the API. */
interface Fixture {
  /** A department with a parent and a child department, that child, and a sibling of the department. */
  parent: Row;
  child: Row;
  other: Row;
  helmetImei: string;
  /** A home alarm and the number of its carbon monoxide probe (range 0-150). */
  houseImei: string;
  coProbe: number;
  user: Row;
  adminUserId: unknown;
  /** An alarm with no work order yet, for the valid dispatch. */
  alarmId: number;
}

type Body = Row | FormData | string;

interface RuleCase {
  rule: string;
  method: 'POST' | 'PUT';
  path: string;
  invalid: (fx: Fixture) => Body;
  /** The same call made valid: accepted, and it changes what `snapshot` reads. */
  valid?: (fx: Fixture) => Body;
  /** The refusal: body code (default 400), exact English message, field; or an HTTP status for a body not read. */
  code?: number;
  msg: string;
  field?: string;
  status?: number;
  /** What the refusal must leave as it was. */
  snapshot: (fx: Fixture) => Promise<unknown>;
}

const FENCE = {
  name: 'Yard',
  behaviour: 'noLeaving',
  alarmFrequency: 5,
  periods: [{ start: '08:00', end: '12:00' }],
  area: [
    [121.5, 29.8],
    [121.6, 29.8],
    [121.6, 29.9],
  ],
};
const HELMET = { combustible: 10, carbonMonoxide: 100, hydrogenSulfide: 10, toluene: 10, ammonia: 10 };
const newUser = (userName: string) => ({ userName, nickName: 'New user', password: 'secret1', deptId: null });

const form = (fields: Record<string, string | Blob>): FormData => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};
const importForm = (file: File) => form({ productId: '15144628', file });
/** A file of `kb` KB named `name` (its content does not matter: the size refuses it first). */
const sized = (kb: number, name: string) => new File([new Uint8Array(kb * 1024)], name);

describe('spec §5 rules on every write: refused with the rule message and field, nothing stored; the valid case accepted', () => {
  let server: TestServer;
  let token: string;
  let fx: Fixture;

  const send = async (method: string, path: string, body: Body, headers: Record<string, string> = {}) => {
    if (typeof body === 'string' || body instanceof FormData) return call(server, method, path, { token, body, headers: typeof body === 'string' ? { 'content-type': 'application/json', ...headers } : headers });
    return call(server, method, path, { token, json: body, headers });
  };
  const get = async (path: string): Promise<Envelope> => (await call(server, 'GET', path, { token })).body;
  const total = async (method: 'GET' | 'POST', path: string) => (method === 'GET' ? await get(path) : (await call(server, 'POST', path, { token, json: {} })).body).total;
  const users = () => call(server, 'POST', '/system/user/list', { token, body: new URLSearchParams({ pageSize: '1000' }) }).then((r) => r.body.rows as Row[]);
  const depts = () => get('/system/dept/list').then((r) => r.data as Row[]);

  signedInAdmin(async (session) => {
    ({ server, token } = session);
    const all = await depts();
    // A department with a parent and a child, the child, and a sibling of the department.
    const parent = all.find((d) => all.some((p) => p.deptId === d.parentId) && all.some((c) => c.parentId === d.deptId));
    const child = all.find((d) => d.parentId === parent?.deptId);
    const other = all.find((d) => d !== parent && d.parentId === parent?.parentId);
    const devices = (await call(server, 'POST', '/senstor/info/list', { token, json: { pageSize: 1000 } })).body.rows as Row[];
    const helmet = devices.find((d) => d.productId === '15144734');
    const house = devices.find((d) => d.productId === '15144628');
    const coProbe = (house?.probes as Row[] | undefined)?.find((p) => p.type === 'CO');
    const everyone = await users();
    const user = everyone.find((u) => u.userName === 'zhang.wei');
    const admin = everyone.find((u) => u.userName === 'admin');
    if (!parent || !child || !other || !helmet || !house || !coProbe || !user || !admin) throw new Error('seed lacks a record the cases need');
    fx = { parent, child, other, helmetImei: String(helmet.imei), houseImei: String(house.imei), coProbe: Number(coProbe.number), user, adminUserId: admin.userId, alarmId: await undispatchedAlarmId(server, token) };
  }, { seed: 1 });

  const userNamed = async (userName: string) => (await users()).find((u) => u.userName === userName);
  const CASES: RuleCase[] = [
    {
      rule: 'an account of 100,000 characters',
      method: 'POST',
      path: '/system/user',
      invalid: () => newUser('a'.repeat(100_000)),
      valid: () => newUser('ada.lovelace'),
      // SysUser:148 @Size(max = 30): RuoYi's refusal (code 500) before the spec's 2-20.
      code: 500,
      msg: 'The user account must be at most 30 characters',
      field: 'userName',
      snapshot: () => users().then((rows) => rows.length),
    },
    {
      rule: 'a Chinese account name',
      method: 'POST',
      path: '/system/user',
      invalid: () => newUser('张伟伟'),
      valid: () => newUser('zhang.weiwei'),
      msg: 'The account cannot contain Chinese characters',
      field: 'userName',
      snapshot: () => users().then((rows) => rows.length),
    },
    {
      // Issue 27: `admin\u200b` was created beside `admin`.
      rule: 'an account with an invisible character, beside admin',
      method: 'POST',
      path: '/system/user',
      invalid: () => newUser('admin\u200b'),
      valid: () => newUser('admin.second'),
      msg: 'The account may hold only Latin letters, digits and common symbols: no spaces or invisible characters',
      field: 'userName',
      snapshot: () => users().then((rows) => rows.length),
    },
    {
      rule: 'an account with a Cyrillic letter that looks Latin',
      method: 'POST',
      path: '/system/user',
      invalid: () => newUser('\u0430dmin'),
      msg: 'The account may hold only Latin letters, digits and common symbols: no spaces or invisible characters',
      field: 'userName',
      snapshot: () => users().then((rows) => rows.length),
    },
    {
      rule: 'a new user with the password "ab"',
      method: 'POST',
      path: '/system/user',
      invalid: () => ({ ...newUser('short.password'), password: 'ab' }),
      valid: () => newUser('short.password'),
      msg: 'The password must be 5 to 20 characters long',
      field: 'password',
      snapshot: () => userNamed('short.password'),
    },
    {
      rule: 'a new user without a password',
      method: 'POST',
      path: '/system/user',
      invalid: () => ({ userName: 'no.password', nickName: 'No password' }),
      msg: 'Enter the password',
      field: 'password',
      snapshot: () => userNamed('no.password'),
    },
    {
      rule: 'a password on a user update (reset has its own call)',
      method: 'PUT',
      path: '/system/user',
      invalid: (f) => ({ userId: f.user.userId, userName: f.user.userName, nickName: 'Renamed', password: 'secret1' }),
      valid: (f) => ({ userId: f.user.userId, userName: f.user.userName, nickName: 'Renamed' }),
      msg: 'The password cannot be changed here: use reset password',
      field: 'password',
      snapshot: (f) => userNamed(String(f.user.userName)).then((u) => u?.nickName),
    },
    {
      rule: 'a password reset to "ab"',
      method: 'PUT',
      path: '/system/user/resetPwd',
      invalid: (f) => ({ userId: f.user.userId, password: 'ab' }),
      msg: 'The password must be 5 to 20 characters long',
      field: 'password',
      snapshot: () => login(server, 'zhang.wei', 'vigil123').then(() => 'still vigil123'),
    },
    {
      rule: 'a nickname over its 30 characters',
      method: 'PUT',
      path: '/system/user',
      invalid: (f) => ({ userId: f.user.userId, userName: f.user.userName, nickName: 'n'.repeat(31) }),
      // SysUser:135 @Size(max = 30, message = "用户昵称长度不能超过30个字符").
      code: 500,
      msg: 'The nickname must be at most 30 characters',
      field: 'nickName',
      snapshot: (f) => userNamed(String(f.user.userName)).then((u) => u?.nickName),
    },
    {
      rule: 'the phone "123" on the own profile',
      method: 'PUT',
      path: '/system/user/profile',
      invalid: () => ({ phonenumber: '123' }),
      valid: () => ({ phonenumber: '13912345678' }),
      msg: 'Enter a valid phone number',
      field: 'phonenumber',
      snapshot: () => get('/system/user/profile').then((r) => (r.data as Row).phonenumber),
    },
    {
      rule: 'an e-mail without a domain',
      method: 'PUT',
      path: '/system/user/profile',
      invalid: () => ({ email: 'admin@' }),
      valid: () => ({ email: 'ops@vigil.example' }),
      msg: 'Enter a valid e-mail address',
      field: 'email',
      snapshot: () => get('/system/user/profile').then((r) => (r.data as Row).email),
    },
    {
      rule: 'a helmet carbon monoxide threshold of 9999',
      method: 'PUT',
      path: '/sensor/userConfig',
      invalid: (f) => ({ imei: f.helmetImei, thresholds: { ...HELMET, carbonMonoxide: 9999 } }),
      valid: (f) => ({ imei: f.helmetImei, thresholds: HELMET }),
      msg: 'The carbon monoxide threshold must be 0-150',
      field: 'thresholds.carbonMonoxide',
      snapshot: (f) => get(`/sensor/userConfig/imei?imei=${f.helmetImei}`).then((r) => r.data),
    },
    {
      rule: 'gas thresholds on a device that is no helmet',
      method: 'PUT',
      path: '/sensor/userConfig',
      invalid: (f) => ({ imei: f.houseImei, thresholds: HELMET }),
      msg: 'Gas alarm thresholds are set on helmets only',
      field: 'thresholds',
      snapshot: (f) => get(`/sensor/userConfig/imei?imei=${f.houseImei}`).then((r) => r.data),
    },
    {
      rule: "a probe's high alarm outside the device probe's range",
      method: 'PUT',
      path: '/sensor/userConfig',
      invalid: (f) => ({ imei: f.houseImei, probes: [{ number: f.coProbe, lowAlarm: 35, highAlarm: 9999 }] }),
      valid: (f) => ({ imei: f.houseImei, probes: [{ number: f.coProbe, lowAlarm: 35, highAlarm: 120 }] }),
      msg: 'Alarm thresholds must be within the probe range 0-150',
      field: 'probes.0.highAlarm',
      snapshot: (f) => get(`/sensor/userConfig/imei?imei=${f.houseImei}`).then((r) => r.data),
    },
    {
      rule: "a probe's low alarm above its high alarm",
      method: 'PUT',
      path: '/sensor/userConfig',
      invalid: (f) => ({ imei: f.houseImei, probes: [{ number: f.coProbe, lowAlarm: 100, highAlarm: 50 }] }),
      msg: 'The low alarm must not be above the high alarm',
      field: 'probes.0.lowAlarm',
      snapshot: (f) => get(`/sensor/userConfig/imei?imei=${f.houseImei}`).then((r) => r.data),
    },
    {
      rule: 'overlapping fence periods',
      method: 'POST',
      path: '/hat/fence',
      invalid: () => ({ ...FENCE, periods: [{ start: '08:00', end: '12:00' }, { start: '11:30', end: '14:00' }] }),
      valid: () => ({ ...FENCE, periods: [{ start: '08:00', end: '12:00' }, { start: '12:00', end: '14:00' }] }),
      msg: 'Time periods must not overlap',
      field: 'periods',
      snapshot: () => total('GET', '/hat/fence/list'),
    },
    {
      rule: 'a fence period without a start',
      method: 'POST',
      path: '/hat/fence',
      invalid: () => ({ ...FENCE, periods: [{ start: '', end: '12:00' }] }),
      msg: 'The start time cannot be empty',
      field: 'periods.0.start',
      snapshot: () => total('GET', '/hat/fence/list'),
    },
    {
      rule: 'a site at longitude 999',
      method: 'POST',
      path: '/system/jgtc',
      invalid: () => ({ name: 'Harbour Park', longitude: 999, latitude: 29.8 }),
      valid: () => ({ name: 'Harbour Park', longitude: 121.8, latitude: 29.8 }),
      msg: 'Incorrect location selection',
      field: 'longitude',
      snapshot: () => total('POST', '/system/jgtc/list'),
    },
    {
      rule: 'a department moved under its own child (a business refusal: code 500)',
      method: 'PUT',
      path: '/system/dept/',
      invalid: (f) => ({ deptId: f.parent.deptId, deptName: f.parent.deptName, orderNum: f.parent.orderNum, parentId: f.child.deptId }),
      code: 500,
      msg: 'A department cannot move under one of its own sub-departments',
      field: 'parentId',
      snapshot: () => depts().then((rows) => rows.map((d) => [d.deptId, d.parentId])),
    },
    {
      rule: 'a system name of 9 characters',
      method: 'PUT',
      path: '/ssc/config/sysInfo',
      invalid: () => ({ name: '一二三四五六七八九', nameEn: 'Vigil' }),
      valid: () => ({ name: '一二三四五六七八', nameEn: 'Vigil' }),
      msg: 'The system name must be at most 8 characters',
      field: 'name',
      snapshot: () => get('/ssc/config/sysInfo').then((r) => r.data),
    },
    {
      rule: 'a video title of 11 characters',
      method: 'POST',
      path: '/hat/video',
      invalid: () => ({ title: 'North gates' }),
      valid: () => ({ title: 'North gate' }),
      msg: 'The video title must be at most 10 characters',
      field: 'title',
      snapshot: () => total('GET', '/hat/video/list'),
    },
    {
      rule: 'a .csv import',
      method: 'POST',
      path: '/senstor/info/import',
      invalid: () => importForm(new File(['imei\n869999000000002\n'], 'devices.csv', { type: 'text/csv' })),
      valid: () => importForm(workbookFile([{ imei: '869999000000002' }])),
      msg: 'Only xlsx or xls files can be imported',
      field: 'file',
      snapshot: () => total('POST', '/senstor/info/list'),
    },
    {
      rule: 'an .xlsx import just over 500 KB',
      method: 'POST',
      path: '/senstor/info/import',
      invalid: () => importForm(sized(505, 'devices.xlsx')),
      msg: 'The import file must be at most 500kb',
      field: 'file',
      snapshot: () => total('POST', '/senstor/info/list'),
    },
    {
      rule: 'a 600 KB .xlsx import (refused before it is read)',
      method: 'POST',
      path: '/senstor/info/import',
      invalid: () => importForm(sized(600, 'devices.xlsx')),
      status: 413,
      code: 413,
      msg: 'The request body exceeds 500 KB',
      snapshot: () => total('POST', '/senstor/info/list'),
    },
    {
      rule: 'a 2 MB JSON body (refused before it is parsed)',
      method: 'POST',
      path: '/system/notice',
      invalid: () => JSON.stringify({ noticeTitle: 'Big', noticeType: '1', noticeContent: 'x'.repeat(2 * 1024 * 1024) }),
      status: 413,
      code: 413,
      msg: 'The request body exceeds 1 MB',
      snapshot: () => total('POST', '/system/notice/list'),
    },
    {
      rule: 'notice content over 100,000 characters',
      method: 'POST',
      path: '/system/notice',
      invalid: () => ({ noticeTitle: 'Long', noticeType: '1', noticeContent: '字'.repeat(100_001) }),
      valid: () => ({ noticeTitle: 'Long', noticeType: '1', noticeContent: '字'.repeat(100_000) }),
      msg: 'At most 100000 characters',
      field: 'noticeContent',
      snapshot: () => total('POST', '/system/notice/list'),
    },
    {
      rule: 'a work order without a valid handler phone',
      method: 'POST',
      path: '/sensor/alarm/addGd',
      invalid: () => ({ info: 'Check the valve', handler: 'Li Na', handlerPhone: '123', level: 'urgent' }),
      valid: (fx) => ({ alarmId: fx.alarmId, info: 'Check the valve', handler: 'Li Na', handlerPhone: '13800138000', level: 'urgent' }),
      msg: 'Enter a valid phone number',
      field: 'handlerPhone',
      snapshot: () => total('GET', '/senstor/alarm/gdList'),
    },
    {
      rule: 'a work order without a level',
      method: 'POST',
      path: '/sensor/alarm/addGd',
      invalid: () => ({ info: 'Check the valve', handler: 'Li Na', handlerPhone: '13800138000' }),
      msg: 'Choose the work order level',
      field: 'level',
      snapshot: () => total('GET', '/senstor/alarm/gdList'),
    },
    {
      rule: 'a person in charge with the phone "123"',
      method: 'POST',
      path: '/gdtz/ry',
      invalid: () => ({ name: 'Li Na', phone: '123' }),
      valid: () => ({ name: 'Li Na', phone: '13800138000' }),
      msg: 'Enter a valid phone number',
      field: 'phone',
      snapshot: () => total('GET', '/gdtz/ry'),
    },
    {
      rule: 'a share to the phone "123"',
      method: 'POST',
      path: '/senstor/share/to',
      invalid: (f) => ({ imei: f.houseImei, phone: '123', permission: 'view' }),
      valid: (f) => ({ imei: f.houseImei, phone: '13800138000', permission: 'view' }),
      msg: 'Enter a valid phone number',
      field: 'phone',
      snapshot: () => total('GET', '/senstor/share/list'),
    },
    {
      rule: 'a refund without a remark',
      method: 'POST',
      path: '/aplipay/account/refund',
      invalid: (f) => ({ userId: f.adminUserId, amount: 1 }),
      valid: (f) => ({ userId: f.adminUserId, amount: 1, remark: 'duplicate top-up' }),
      msg: 'Enter the refund remark',
      field: 'remark',
      snapshot: () => get('/aplipay/account/list?userName=admin').then((r) => (r.rows as Row[])[0]?.balance),
    },
    {
      rule: 'a recharge of 0',
      method: 'POST',
      path: '/set/order/',
      invalid: () => ({ amount: 0 }),
      msg: 'The recharge amount is incorrect',
      field: 'amount',
      snapshot: () => get('/aplipay/account/list?userName=admin').then((r) => (r.rows as Row[])[0]),
    },
    {
      // Issue 27: 1e-9 yuan became a 0-yuan order; an amount is whole cents, at least 0.01.
      rule: 'a recharge of 1e-9 yuan',
      method: 'POST',
      path: '/set/order/',
      invalid: () => ({ amount: 1e-9 }),
      valid: () => ({ amount: 0.01 }),
      msg: 'The recharge amount is incorrect',
      field: 'amount',
      snapshot: () => get('/aplipay/account/getBill?pageSize=1').then((r) => r.total),
    },
    {
      rule: 'thawing more than is frozen (a business refusal: code 500)',
      method: 'PUT',
      path: '/aplipay/account/controlBill',
      invalid: (f) => ({ userId: f.adminUserId, action: 'thaw', amount: 99_999 }),
      code: 500,
      msg: 'The unfreezing amount exceeds the frozen amount, please select again',
      field: 'amount',
      snapshot: () => get('/aplipay/account/list?userName=admin').then((r) => (r.rows as Row[])[0]),
    },
  ];

  it.each(CASES.map((c) => [c.rule, c] as const))('%s', async (_rule, c) => {
    const before = await c.snapshot(fx);
    const refused = await send(c.method, c.path, c.invalid(fx));
    expect(refused.status).toBe(c.status ?? 200);
    expect(refused.body).toEqual({ code: c.code ?? 400, msg: c.msg, ...(c.field === undefined ? {} : { field: c.field }) });
    expect(await c.snapshot(fx)).toEqual(before);
    if (!c.valid) return;
    const accepted = await send(c.method, c.path, c.valid(fx));
    expect(accepted.body, accepted.body.msg).toMatchObject({ code: 200 });
    expect(await c.snapshot(fx)).not.toEqual(before);
  });

  it('refuses in the language of the request (zh-CN)', async () => {
    const zh = await send('POST', '/system/user', newUser('张伟伟'), { 'accept-language': 'zh-CN' });
    expect(zh.body).toEqual({ code: 400, msg: '账号不能包含中文字符', field: 'userName' });
    const byDefault = await send('POST', '/hat/fence', { ...FENCE, periods: [{ start: '08:00', end: '12:00' }, { start: '11:00', end: '13:00' }] }, { 'accept-language': '' });
    expect(byDefault.body).toEqual({ code: 400, msg: '时间段不能重叠', field: 'periods' });
  });

  it('a department under its own child leaves the tree listing both', async () => {
    // Whole records, as RuoYi validates an edit's SysDept (deptName, orderNum) like an add's.
    const whole = (dept: Row, parentId: unknown) => ({ deptId: dept.deptId, deptName: dept.deptName, orderNum: dept.orderNum, parentId });
    await send('PUT', '/system/dept/', whole(fx.parent, fx.child.deptId));
    const ids = JSON.stringify((await get('/system/dept/treeselect')).data);
    for (const dept of [fx.parent, fx.child]) expect(ids).toContain(`"id":${String(dept.deptId)}`);
    const moved = await send('PUT', '/system/dept/', whole(fx.child, fx.other.deptId));
    expect(moved.body.code).toBe(200);
    expect((await depts()).find((d) => d.deptId === fx.child.deptId)?.parentId).toBe(fx.other.deptId);
    // Back where it was: the rule cases move the department under this child, whichever test runs first.
    expect((await send('PUT', '/system/dept/', whole(fx.child, fx.parent.deptId))).body.code).toBe(200);
  });

  it('fields a write does not know are dropped, not stored', async () => {
    const created = await send('POST', '/system/user', { ...newUser('grace.hopper'), isAdmin: true, permissions: ['*:*:*'], admin: true });
    expect(created.body.code).toBe(200);
    const user = await userNamed('grace.hopper');
    expect(user).toBeDefined();
    expect(user).not.toHaveProperty('isAdmin');
    expect(user).not.toHaveProperty('permissions');
    expect(user?.modules).toEqual(['house']);
  });

  it('an import adds the valid rows and reports each refused one with its row, field and reason', async () => {
    const before = Number(await total('POST', '/senstor/info/list'));
    const file = workbookFile(
      [
        { imei: '869999000000101', name: 'Kitchen', location: 'Ningbo', longitude: 121.55, latitude: 29.87 },
        { imei: 'abc', name: 'Broken IMEI' },
        { imei: fx.houseImei, name: 'Already there' },
        { imei: '869999000000104', longitude: 999, latitude: 29.87 },
        { imei: 869999000000105, name: 'Typed as a number' },
      ],
      'devices.xls',
    );
    const result = await send('POST', '/senstor/info/import', importForm(file));
    expect(result.body).toMatchObject({ code: 200, msg: 'Some devices were not imported: see the reasons' });
    expect(result.body.data).toEqual({
      success: 2,
      failed: 3,
      failureFile: null,
      failures: [
        { row: 3, field: 'imei', msg: 'Device serial number format incorrect' },
        { row: 4, field: 'imei', msg: `Device "${fx.houseImei}" already exists` },
        { row: 5, field: 'longitude', msg: 'Incorrect location selection' },
      ],
    });
    expect(Number(await total('POST', '/senstor/info/list'))).toBe(before + 2);
    const imported = (await call(server, 'POST', '/senstor/info/list', { token, json: { imei: '869999000000105' } })).body.rows as Row[];
    expect(imported[0]).toMatchObject({ imei: '869999000000105', name: 'Typed as a number', productId: '15144628', status: 'offline' });
  });

  it('an .xlsx renamed from something else is refused as unreadable, nothing added', async () => {
    const before = await total('POST', '/senstor/info/list');
    const result = await send('POST', '/senstor/info/import', importForm(new File(['imei\n869999000000201\n'], 'devices.xlsx')));
    expect(result.body).toEqual({ code: 400, msg: 'The import file cannot be read: use an xlsx or xls workbook', field: 'file' });
    expect(await total('POST', '/senstor/info/list')).toBe(before);
  });
});
