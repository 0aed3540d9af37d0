import { DEFAULT_SYSTEM_NAMES } from '@vigil/sdk/constants';
import { validationZhCN } from '@vigil/sdk/validation';
import type { PagesMessageKey } from './pages.zh-CN';
import { signInTexts } from './validation-areas';

/**
 * The default catalog (zh-CN). Its keys are the message keys of the whole console: the English
 * catalog must carry exactly the same ones (checked by the type of `en` and by a unit test).
 */
export const zhCN = {
  // The sdk's default system name, vigil-mock's too (one name in the header, the tab and the system-config form).
  'app.title': DEFAULT_SYSTEM_NAMES.name,
  'app.titleShort': '智安云',
  'app.loading': '加载中…',
  'app.skipToContent': '跳到主要内容',
  'app.backHome': '返回首页',
  'settingsError.title': '站点设置文件 {file} 有误',
  'settingsError.body': '控制台未启动。请按下列设置项修改 {file}（见部署文档），然后刷新页面。',
  'settingsError.unknownKey': '未知的设置项（是否拼写有误？）',
  'settingsError.notJson': '文件不是有效的 JSON',
  'settingsError.badValue': '值无效',

  'module.alarms': '工业报警器',
  'module.commercial': '独立式报警器',
  'module.user': '系统管理',
  'module.gas': '燃气地下探测器',
  'module.manhole': '智能井盖',
  'module.lampblack': '油烟监测',
  'module.house': '家用报警器',
  'module.portable': '便携式工业报警器',
  'module.flame': '火焰探测器',
  'module.controller': '4G物联网关',
  'module.pressure': '压力监测',
  'module.hat': '智能安全帽',
  'module.laser': '桌面式激光甲烷遥测仪',
  'module.handheld': '手持式激光甲烷遥测仪',

  'route.login': '登录',
  'route.register': '注册',
  'route.remember': '找回密码',
  'route.download': '下载',
  'route.appfile': '文件',
  'route.chooser': '产品选择',
  'route.screen': '智慧大屏',
  'route.notFound': '页面不存在',
  'route.device': '设备管理',
  'route.probes': '探头列表',
  'route.channelSettings': '通道设置',
  'route.channels': '通道列表',
  'route.realtime': '实时数据',
  'route.history': '历史数据',
  'route.alarms': '报警信息',
  'route.workOrders': '工单列表',
  'route.myWork': '我的工单',
  'route.notices': '通知设置',
  'route.report': '数据报表',
  'route.instructionLog': '指令日志',
  'route.instructionSend': '指令下发',
  'route.videoSplit': '视频管理',
  'route.videoStorage': '视频存储',
  'route.playback': '录像回放',
  'route.linkage': '联动控制',
  'route.fence': '电子围栏',
  'route.groupTalk': '群组对讲',
  'route.photos': '照片管理',
  'route.sites': '场所管理',
  'route.siteDetail': '场所详情',
  'route.gasIndex': '燃气指数',
  'route.gasData': '燃气数据',
  'route.personalInfo': '个人信息',
  'route.users': '用户管理',
  'route.roles': '权限管理',
  'route.roleUsers': '分配用户',
  'route.departments': '部门管理',
  'route.menus': '菜单管理',
  'route.announcements': '公告管理',
  'route.memberCentre': '会员中心',
  'route.accounts': '账户管理',
  'route.fileColumns': '文件栏目',
  'route.files': '文件管理',
  'route.dictionaries': '字典管理',
  'route.dictData': '字典数据',
  'route.parameters': '参数设置',
  'route.systemConfig': '系统配置',
  'route.cloudStorage': '云存储',
  'route.products': '产品管理',
  'route.messageCentre': '消息中心',
  'route.userInfo': '个人中心',
  'route.members': '会员中心',

  'login.heading': '账号登录',
  'login.tabAccount': '账号密码登录',
  'login.tabPhone': '手机验证码登录',
  'login.username': '账号',
  'login.password': '密码',
  'login.captcha': '验证码',
  'login.captchaImage': '验证码图片，点击刷新',
  'login.submit': '登 录',
  'login.submitting': '登 录 中…',
  'login.phone': '手机号',
  'login.smsCode': '短信验证码',
  'login.sendCode': '获取验证码',
  'login.resendIn': '{seconds} 秒后重新发送',
  'login.codeSent': '验证码已发送，两分钟内有效',
  'login.toRegister': '立即注册',
  'login.toRemember': '忘记密码',
  'login.toDownload': '下载 App',
  'login.failed': '登录失败',

  'register.heading': '注册账号',
  'register.confirmPassword': '确认密码',
  'register.submit': '注 册',
  'register.success': '注册成功，请登录',
  'register.toLogin': '使用已有账号登录',

  'remember.heading': '找回密码',
  'remember.newPassword': '新密码',
  'remember.submit': '重置密码',
  'remember.success': '密码已重置，请登录',

  'download.heading': '下载中心',
  'download.miniProgram': '微信小程序',
  'download.android': '安卓安装包',
  'download.androidLink': '下载安卓安装包',

  'appfile.heading': '文件',
  'appfile.open': '打开文件',
  'appfile.signIn': '请先登录，或使用带签名的分享链接打开此文件',


  'notFound.heading': '404',
  'notFound.text': '抱歉，您访问的页面不存在。',
  'notFound.back': '返回首页',




  'layout.language': '语言',
  'layout.close': '关闭',




  'common.hasError': 'Has Error',
  'common.requestFailed': '请求失败',
  'common.renderError': '这部分页面出错了，其余功能不受影响',
  'common.retry': '重试',


  'spec.noAlarmDevices': '当前暂无报警设备',
  'spec.noAlarmInfo': '暂无报警信息',
  'spec.importPartialFailed': '部分设备导入失败，请下载文件查看原因',
  'spec.rechargeAmountIncorrect': '充值金额不正确',
  'spec.qrExpired': '二维码已过期',
  'spec.unfreezeExceeds': '解冻金额超出，请重新选择',
  'spec.serialFormat': '设备序列号格式不正确',
  'spec.locationIncorrect': '位置选择不正确',
  'spec.selectedSelf': '所选用户为当前登录用户，请勿选择',
  'adminUser.superAdminProtected': '不允许操作超级管理员用户',
  'spec.recordingInProgress': '正在录制中，请先关闭',
  'spec.voiceUploadFailed': '语音上传失败',
  'spec.endRecordingError': '结束录制出错',
  'spec.instructionFailed': '指令下发失败',
  'spec.instructionSucceeded': '指令下发成功',
  'spec.noControl': '该设备不支持控制或录制任务（请使用本地录制）',
  'spec.productNotOpen': '产品暂未开放',
  'spec.playVideoFirst': '请先播放视频',
  'spec.noTrajectory': '暂无轨迹数据',

  ...signInTexts(validationZhCN),
} as const satisfies Record<string, string>;

/** Keys of the catalog every page loads (/login included). */
export type BaseMessageKey = keyof typeof zhCN;
/** Every key of the console: the base catalog and its route areas (`pages.*.ts`, loaded with the layout). */
export type MessageKey = BaseMessageKey | PagesMessageKey;
