/** A text in both languages: [zh-CN, en]. */
export type BilingualLabel = readonly [zh: string, en: string];

/** A dictionary as a fresh backend holds it: its name, type, and values (label in both languages, key value, echo style). */
export interface SeededDictionary {
  name: BilingualLabel;
  type: string;
  data: ReadonlyArray<readonly [label: BilingualLabel, value: string, style: string]>;
}

/**
 * The dictionaries a backend starts with: vigil-mock seeds them (in its `--locale`), and the console shows a value
 * whose stored label is still one of these in the UI's language (an administrator's own label shows as stored).
 */
export const SEEDED_DICTIONARIES: readonly SeededDictionary[] = [
  // RuoYi-Vue's own dictionaries (its sys_dict_data rows: values, labels and echo styles), then Vigil's.
  { name: ['用户性别', 'User gender'], type: 'sys_user_sex', data: [[['男', 'Male'], '0', ''], [['女', 'Female'], '1', ''], [['未知', 'Unknown'], '2', '']] },
  { name: ['系统开关', 'System switch'], type: 'sys_normal_disable', data: [[['正常', 'Normal'], '0', 'primary'], [['停用', 'Disabled'], '1', 'danger']] },
  { name: ['系统是否', 'System yes/no'], type: 'sys_yes_no', data: [[['是', 'Yes'], 'Y', 'primary'], [['否', 'No'], 'N', 'danger']] },
  { name: ['通知类型', 'Notice type'], type: 'sys_notice_type', data: [[['通知', 'Notification'], '1', 'warning'], [['公告', 'Announcement'], '2', 'success']] },
  { name: ['通知状态', 'Notice status'], type: 'sys_notice_status', data: [[['正常', 'Normal'], '0', 'primary'], [['关闭', 'Closed'], '1', 'danger']] },
  { name: ['菜单状态', 'Menu visibility'], type: 'sys_show_hide', data: [[['显示', 'Shown'], '0', 'primary'], [['隐藏', 'Hidden'], '1', 'danger']] },
  // Keyed by the work orders' wire values (the sdk's WORK_ORDER_LEVELS, workOrderStatusSchema): the console's level and status tags read these.
  { name: ['工单等级', 'Work-order level'], type: 'gd_level', data: [[['普通', 'Ordinary'], 'ordinary', 'default'], [['紧急', 'Urgent'], 'urgent', 'warning'], [['特急', 'Extra urgent'], 'extraUrgent', 'danger']] },
  { name: ['工单状态', 'Work-order status'], type: 'gd_status', data: [[['待处理', 'Pending'], 'pending', 'warning'], [['处理中', 'Processing'], 'processing', 'primary'], [['已完成', 'Completed'], 'completed', 'success'], [['已驳回', 'Rejected'], 'rejected', 'danger']] },
];

const LABELS = new Map(SEEDED_DICTIONARIES.flatMap((dict) => dict.data.map(([label, value]) => [`${dict.type}\u0000${value}`, label] as const)));

/**
 * The label of value `value` of dictionary `type` in `language`, when `stored` is its seeded label in either language;
 * undefined otherwise (a value or label an administrator made: show it as stored).
 */
export function seededDictLabel(type: string, value: string, stored: string, language: 'zh-CN' | 'en'): string | undefined {
  const label = LABELS.get(`${type}\u0000${value}`);
  if (!label?.includes(stored)) return undefined;
  return language === 'en' ? label[1] : label[0];
}
