/**
 * Every text vigil-mock answers with, in both languages; `{name}` is filled from the error's params.
 * A request gets one language (its Accept-Language; zh-CN by default), never both joined.
 */
export const MESSAGES = {
  ok: { 'zh-CN': '操作成功', en: 'Operation succeeded' },
  'query.ok': { 'zh-CN': '查询成功', en: 'Query succeeded' },
  'login.ok': { 'zh-CN': '登录成功', en: 'Signed in' },

  'auth.expired': { 'zh-CN': '登录状态已过期，请重新登录', en: 'Your session has expired, please sign in again' },
  'auth.badCredentials': { 'zh-CN': '用户不存在/密码错误', en: 'Wrong user name or password' },
  'auth.disabled': { 'zh-CN': '账号已停用', en: 'This account is disabled' },
  'auth.codeExpired': { 'zh-CN': '验证码已失效，请重新获取', en: 'The code has expired, get a new one' },
  'auth.codeWrong': { 'zh-CN': '验证码错误', en: 'Incorrect code' },
  'auth.captchaExpired': { 'zh-CN': '图形验证码已失效', en: 'The captcha has expired, get a new one' },
  'auth.captchaWrong': { 'zh-CN': '图形验证码错误', en: 'Incorrect captcha' },
  'auth.userExists': { 'zh-CN': '用户 {name} 已存在', en: 'User {name} already exists' },
  'auth.phoneUnknown': { 'zh-CN': '该手机号未注册', en: 'No account uses this phone number' },
  'auth.contactRequired': { 'zh-CN': '请填写手机号或邮箱', en: 'A phone number or e-mail address is required' },
  'auth.oldPasswordWrong': { 'zh-CN': '修改密码失败，旧密码错误', en: 'Password not changed: the old password is wrong' },
  'auth.samePassword': { 'zh-CN': '新密码不能与旧密码相同', en: 'The new password must differ from the old one' },
  'auth.locked': { 'zh-CN': '密码输入错误{count}次，帐户锁定{minutes}分钟', en: 'Wrong password {count} times: the account is locked for {minutes} minutes' },
  'auth.forbidden': { 'zh-CN': '没有权限，请联系管理员授权', en: 'You do not have permission for this; ask an administrator' },

  'record.missing': { 'zh-CN': '{what} {id} 不存在', en: '{what} {id} does not exist' },
  'record.duplicate': { 'zh-CN': '{what}“{value}”已存在', en: '{what} "{value}" already exists' },
  'record.idRequired': { 'zh-CN': '缺少{what}编号', en: 'The {what} id is required' },
  'record.hasUsers': { 'zh-CN': '{what}已分配用户，不能删除', en: 'The {what} is assigned to users and cannot be deleted' },
  'record.hasChildren': { 'zh-CN': '存在下级{what}，不允许删除', en: 'The {what} has children and cannot be deleted' },
  'dept.hasUsers': { 'zh-CN': '部门存在用户，不允许删除', en: 'The department has users and cannot be deleted' },
  'dept.ownParent': { 'zh-CN': '上级部门不能是自己', en: 'A department cannot be its own parent' },
  'dept.underDescendant': { 'zh-CN': '上级部门不能是自己的下级部门', en: 'A department cannot move under one of its own sub-departments' },
  'user.isSelf': { 'zh-CN': '所选用户为当前登录用户，请勿选择', en: 'The selected user is the signed-in user, please do not select it' },
  'dict.hasData': { 'zh-CN': '{name}已分配，不能删除', en: 'The dictionary {name} still has values and cannot be deleted' },
  'config.builtIn': { 'zh-CN': '内置参数【{key}】不能删除', en: 'The built-in parameter {key} cannot be deleted' },
  'notice.closed': { 'zh-CN': '公告已关闭，不能发布', en: 'A closed announcement cannot be published' },
  'notice.notOpen': { 'zh-CN': '该公告已关闭', en: 'This announcement is closed' },
  'site.hasDevices': { 'zh-CN': '该单位下存在设备，不能删除', en: 'The site still has devices and cannot be deleted' },

  'device.missing': { 'zh-CN': '设备 {imei} 不存在', en: 'No device with IMEI {imei}' },
  'device.imeiRequired': { 'zh-CN': '请指定设备 IMEI', en: 'A device IMEI is required' },
  'instruction.failed': { 'zh-CN': '指令下发失败：设备离线', en: 'Instruction issuance failed: the device is offline' },
  'instruction.ok': { 'zh-CN': '指令下发成功', en: 'Instruction issuance succeeded' },
  'history.order': { 'zh-CN': '开始时间不能晚于结束时间', en: 'The start time must not be after the end time' },
  'history.tooLong': { 'zh-CN': '历史数据按分钟最多查询 31 天，更长的范围请加大间隔', en: 'History covers at most 31 days at one a minute: pass a larger step for a longer range' },
  'history.tooMany': { 'zh-CN': '数据量过大（{total} 个点），请分页或加大间隔', en: 'History of {total} points is too large for one answer: pass pageSize or a larger step' },
  'config.missing': { 'zh-CN': '设备 {imei} 没有传感器配置', en: 'No sensor configuration for {imei}' },
  'import.unreadable': { 'zh-CN': '无法读取导入文件，请使用 xlsx 或 xls 工作簿', en: 'The import file cannot be read: use an xlsx or xls workbook' },
  'import.tooManyRows': { 'zh-CN': '一次最多导入 {max} 台设备', en: 'At most {max} devices can be imported at once' },
  'import.partial': { 'zh-CN': '部分设备导入失败，请查看失败原因', en: 'Some devices were not imported: see the reasons' },
  'config.notHelmet': { 'zh-CN': '只有安全帽可以设置气体报警阈值', en: 'Gas alarm thresholds are set on helmets only' },
  'config.channelMissing': { 'zh-CN': '设备 {imei} 未配置通道 {channel}', en: 'Channel {channel} is not configured on {imei}' },

  'alarm.noneOfType': { 'zh-CN': '设备 {imei} 没有类型为 {type} 的报警', en: 'No alarm of type {type} on {imei}' },
  'alarm.alreadyDispatched': { 'zh-CN': '报警 {id} 已派发工单', en: 'A work order already exists for alarm {id}' },
  'workOrder.finished': { 'zh-CN': '工单已{status}，不能再修改', en: 'A {status} work order cannot be changed' },
  'workOrder.illegal': { 'zh-CN': '工单状态不能从{from}变为{to}', en: 'A work order cannot go from {from} to {to}' },
  'workOrder.resultRequired': { 'zh-CN': '完成工单需要填写处理结果', en: 'A result is required to complete a work order' },
  'workOrder.reasonRequired': { 'zh-CN': '驳回工单需要填写原因', en: 'A reason is required to reject a work order' },

  'payment.noAccount': { 'zh-CN': '用户 {userId} 没有会员账户', en: 'User {userId} has no member account' },
  'payment.orderMissing': { 'zh-CN': '订单 {orderNo} 不存在', en: 'Order {orderNo} does not exist' },
  'payment.orderDone': { 'zh-CN': '订单已{status}', en: 'The order is already {status}' },
  'payment.qrExpired': { 'zh-CN': '二维码已过期', en: 'The QR code has expired' },
  'payment.freezeExceeds': { 'zh-CN': '冻结金额超出余额（{balance} 元）', en: 'The amount to freeze exceeds the balance ({balance} yuan)' },
  'payment.refundExceeds': { 'zh-CN': '退款金额超出余额（{balance} 元）', en: 'The refund exceeds the balance ({balance} yuan)' },

  'column.ownParent': { 'zh-CN': '上级栏目不能是自己', en: 'A column cannot be its own parent' },
  'column.underDescendant': { 'zh-CN': '上级栏目不能是自己的下级栏目', en: 'A column cannot move under one of its own sub-columns' },
  'column.hasFiles': { 'zh-CN': '栏目下存在文件，不允许删除', en: 'The column has files and cannot be deleted' },
  'file.missing': { 'zh-CN': '文件 {name} 不存在', en: 'No file {name}' },
  'sysinfo.alreadyDefault': { 'zh-CN': '当前已是默认设置，无需恢复', en: 'The settings are already the defaults; there is nothing to restore' },
  'product.missing': { 'zh-CN': '产品 {id} 不存在', en: 'No product {id}' },

  'request.notObject': { 'zh-CN': '请求体必须是 JSON 对象', en: 'The body must be a JSON object' },
  'request.malformedJson': { 'zh-CN': '请求体不是合法的 JSON：{detail}', en: 'Malformed JSON body: {detail}' },
  'request.expectedForm': { 'zh-CN': '请求体应为表单（收到 {type}）', en: 'Expected an urlencoded form body, got content-type {type}' },
  'request.expectedMultipart': { 'zh-CN': '请求体应为 multipart/form-data（收到 {type}）', en: 'Expected a multipart/form-data body, got content-type {type}' },
  'request.unreadableForm': { 'zh-CN': '无法读取表单：{detail}', en: 'Unreadable form body: {detail}' },
  'request.tooLarge': { 'zh-CN': '请求体超过 {size}', en: 'The request body exceeds {size}' },
  'request.malformedPath': { 'zh-CN': '路径中的百分号编码无效：{path}', en: 'Malformed percent-encoding in the path: {path}' },
  'request.badTimeZone': { 'zh-CN': '未知的时区“{zone}”，请使用 IANA 时区名，例如 Asia/Shanghai', en: 'Unknown time zone "{zone}": use an IANA name such as Asia/Shanghai' },
  'request.noRoute': { 'zh-CN': '没有 {method} {path} 对应的接口', en: 'No route for {method} {path}' },

  'mock.injected': { 'zh-CN': '注入的故障（code {code}）', en: 'Injected failure (code {code})' },
  'mock.noHandler': { 'zh-CN': 'vigil-mock 缺少 {id} 的处理程序', en: 'vigil-mock has no handler for {id}' },
  'mock.internal': { 'zh-CN': 'vigil-mock 内部错误：{detail}', en: 'Internal mock error: {detail}' },
  'mock.responseMismatch': { 'zh-CN': '{id} 的响应不符合 sdk 模式：{where}', en: 'vigil-mock response of {id} does not match the sdk schema: {where}' },
  'mock.noCaptcha': { 'zh-CN': '验证码 {uuid} 不存在（已过期或已使用）', en: 'No captcha {uuid} (expired or already used)' },
  'mock.badAlarms': { 'zh-CN': '报警请求应为报警、报警列表或 { count }：{detail}', en: 'An alarm request must be a payload, a list of payloads or { count }: {detail}' },
  'mock.notSaved': { 'zh-CN': '数据未能写入磁盘：{detail}', en: 'The change could not be written to disk: {detail}' },
  'mock.jsonOnly': { 'zh-CN': '控制接口只接受 application/json 请求体（收到 {type}）', en: 'The control API accepts only application/json bodies (got {type})' },
  'mock.badFaults': { 'zh-CN': '故障参数错误：{detail}', en: 'Faults: {detail}' },
  'mock.badReadings': { 'zh-CN': '读数参数错误：{detail}', en: 'Readings: {detail}' },
} as const satisfies Record<string, Localized>;

export type Locale = 'zh-CN' | 'en';
export type Localized = Readonly<Record<Locale, string>>;
export type MessageKey = keyof typeof MESSAGES;
/** Param values: plain, or themselves in both languages (a record's kind, a status). */
export type MessageParams = Readonly<Record<string, string | number | Localized>>;
