import { DEFAULT_SYSTEM_NAMES, SEEDED_DICTIONARIES } from '@vigil/sdk';
import { both } from '../i18n/locale';
import type { Row } from '../state';
import { formatTime } from '../time-format';
import { DAY, type SeedModule, pastTime } from './context';
import { seedMemberLedger } from './member-ledger';

type Entry = readonly [zh: string, en: string];

const NOTICES: ReadonlyArray<readonly [title: Entry, type: string, content: Entry]> = [
  [['系统升级通知', 'System upgrade'], '1', ['本周六 02:00-04:00 系统升级，期间服务可能中断。', 'The system is upgraded on Saturday 02:00-04:00; the service may be interrupted meanwhile.']],
  [['春节值班安排', 'Holiday rota'], '2', ['春节期间请各运维组按值班表执行。', 'Over the holidays every operations team follows the rota.']],
  [['新设备上线', 'New devices online'], '2', ['家用报警器新批次已上线。', 'A new batch of home alarms is online.']],
  [['报警处理规范', 'Alarm handling rules'], '1', ['收到高报后 15 分钟内派发工单。', 'Dispatch a work order within 15 minutes of a high alarm.']],
  [['账户余额提醒', 'Balance reminder'], '1', ['短信与语音通知按条计费，请保持余额充足。', 'SMS and voice notifications are charged per message; keep your balance topped up.']],
  [['安全月活动', 'Safety month'], '2', ['六月为安全生产月。', 'June is work-safety month.']],
];

const CONFIGS: ReadonlyArray<readonly [name: Entry, key: string, value: string, type: string]> = [
  // RuoYi-Vue's built-in parameters (configType 'Y': they cannot be deleted), then Vigil's own.
  [['主框架页-默认皮肤样式名称', 'Main frame: default skin style'], 'sys.index.skinName', 'skin-blue', 'Y'],
  [['用户管理-账号初始密码', 'User management: initial account password'], 'sys.user.initPassword', '123456', 'Y'],
  [['主框架页-侧边栏主题', 'Main frame: sidebar theme'], 'sys.index.sideTheme', 'theme-dark', 'Y'],
  [['账号自助-验证码开关', 'Accounts: captcha switch'], 'sys.account.captchaEnabled', 'true', 'Y'],
  [['账号自助-是否开启用户注册功能', 'Accounts: self-registration'], 'sys.account.registerUser', 'false', 'Y'],
  [['报警推送频率(分钟)', 'Alarm push interval (minutes)'], 'vigil.alarm.pushMinutes', '5', 'N'],
  [['告警图片保留天数', 'Alarm media retention (days)'], 'vigil.alarm.mediaDays', '30', 'N'],
];

/** Notices, member accounts with bills and message records, files, dictionaries, parameters, storage, site config. */
export const seedContent: SeedModule = (context) => {
  const { random, epoch } = context;
  const text = ([zh, en]: Entry): string => context.text(both(zh, en));
  const notices: Row[] = NOTICES.map(([title, noticeType, content], index) => {
    const created = pastTime(context, 60);
    return { noticeId: context.id(), noticeTitle: text(title), noticeType, noticeContent: text(content), status: index === 5 ? '1' : '0', createBy: 'admin', createTime: formatTime(created), updateTime: formatTime(created + DAY), readBy: index < 2 ? ['admin'] : [] };
  });

  const users = context.seeded.users ?? [];
  const { memberAccounts, transactions, bills, messageRecords } = seedMemberLedger(context, users.slice(0, 10));

  const manuals = context.id();
  const videos = context.id();
  const fileColumns: Row[] = [
    { id: manuals, title: text(['使用手册', 'Manuals']), sort: 1, parentId: 0 },
    { id: videos, title: text(['教学视频', 'Training videos']), sort: 2, parentId: 0 },
    { id: context.id(), title: text(['家用报警', 'Home alarms']), sort: 1, parentId: manuals },
  ];
  const files: Row[] = [
    { id: context.id(), columnId: manuals, type: 'document', name: text(['家用报警器安装说明.pdf', 'Home alarm installation guide.pdf']), link: 'https://example.com/files/house-install.pdf', remark: 'v2.1', size: 482_133, createTime: formatTime(pastTime(context, 100)) },
    { id: context.id(), columnId: manuals, type: 'document', name: text(['平台操作手册.pdf', 'Console manual.pdf']), link: 'https://example.com/files/console.pdf', remark: '', size: 2_301_443, createTime: formatTime(pastTime(context, 100)) },
    { id: context.id(), columnId: videos, type: 'video', name: text(['报警处理演示.mp4', 'Handling alarms.mp4']), link: 'https://example.com/files/alarms.mp4', remark: text(['3 分钟', '3 min']), size: 18_230_011, createTime: formatTime(pastTime(context, 100)) },
  ];

  const dictTypes: Row[] = [];
  const dictData: Row[] = [];
  for (const dict of SEEDED_DICTIONARIES) {
    const dictId = context.id();
    dictTypes.push({ dictId, dictName: text(dict.name), dictType: dict.type, status: '0', remark: '', createTime: formatTime(epoch - 400 * DAY) });
    dict.data.forEach(([dictLabel, dictValue, listClass], index) => {
      dictData.push({ dictCode: context.id(), dictType: dict.type, dictLabel: text(dictLabel), dictValue, dictSort: index + 1, listClass, cssClass: '', isDefault: index === 0 ? 'Y' : 'N', status: '0', createTime: formatTime(epoch - 400 * DAY) });
    });
  }

  const configs: Row[] = CONFIGS.map(([name, configKey, configValue, configType]) => ({ configId: context.id(), configName: text(name), configKey, configValue, configType, remark: '', createTime: formatTime(epoch - 300 * DAY) }));

  const storages: Row[] = users.slice(0, 5).map((user, index) => ({ id: context.id(), userId: user.userId, userName: user.userName, usedSize: random.int(0, 50_000_000), space: 100_000_000, expansion: index === 0 ? 50_000_000 : 0, fileExpiryDays: 30, authorized: index !== 4 }));

  return {
    collections: { notices, memberAccounts, transactions, bills, messageRecords, fileColumns, files, dictTypes, dictData, configs, storages },
    settings: {
      site: { title: text(['维吉尔安全监测平台', 'Vigil Safety Monitoring']), theme: 'light', primaryColor: '#13ce66', sidebarLogo: false, fixedHeader: false, sso: false, storage: 'local', storagePrefix: 'vigil-' },
      // The sdk's default names, the console's header's too; `name` in the seed's language (an English seed has no Han text).
      sysInfo: { name: text([DEFAULT_SYSTEM_NAMES.name, DEFAULT_SYSTEM_NAMES.nameEn]), nameEn: DEFAULT_SYSTEM_NAMES.nameEn, logo: '' },
      /** What restoring the defaults (DELETE /ssc/config) brings back. */
      sysInfoDefault: { name: text([DEFAULT_SYSTEM_NAMES.name, DEFAULT_SYSTEM_NAMES.nameEn]), nameEn: DEFAULT_SYSTEM_NAMES.nameEn },
    },
  };
};
