import { both } from './locale';
import type { Localized } from './messages';

/** What a stored record is called in messages ("user 12 does not exist"), by the collection label handlers use. */
export const NOUNS = {
  user: both('用户', 'User'),
  role: both('角色', 'Role'),
  department: both('部门', 'Department'),
  menu: both('菜单', 'Menu'),
  notice: both('公告', 'Announcement'),
  'dictionary type': both('字典类型', 'Dictionary type'),
  'dictionary data': both('字典数据', 'Dictionary data'),
  parameter: both('参数', 'Parameter'),
  device: both('设备', 'Device'),
  'message record': both('消息记录', 'Message record'),
  'device log': both('设备日志', 'Device log'),
  product: both('产品', 'Product'),
  share: both('分享', 'Share'),
  contact: both('通知联系人', 'Contact'),
  'sensor configuration': both('传感器配置', 'Sensor configuration'),
  site: both('单位', 'Site'),
  entrance: both('出入口', 'Entrance'),
  alarm: both('报警', 'Alarm'),
  'work order': both('工单', 'Work order'),
  'person in charge': both('负责人', 'Person in charge'),
  account: both('账户', 'Account'),
  transaction: both('交易', 'Transaction'),
  'file column': both('文件栏目', 'File column'),
  file: both('文件', 'File'),
  fence: both('围栏', 'Fence'),
  'video channel': both('视频通道', 'Video channel'),
  linkage: both('联动规则', 'Linkage rule'),
  'talk group': both('对讲群组', 'Talk group'),
  'voice message': both('语音消息', 'Voice message'),
  'helmet file': both('照片/视频', 'Photo or video'),
} as const satisfies Record<string, Localized>;

export type Noun = keyof typeof NOUNS;
