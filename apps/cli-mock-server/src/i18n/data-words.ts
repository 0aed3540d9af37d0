import { both } from './locale';
import type { Locale, Localized } from './messages';

/**
 * Words the mock writes into records, seeded or created at run time (an instruction's result, a work order's
 * SMS). Records are data, so they are in the data's language (`--locale`), not the reader's.
 */
export const DATA_WORDS = {
  succeeded: both('成功', 'Succeeded'),
  failed: both('失败', 'Failed'),
  alarmType: both('报警', 'Alarm'),
  workOrderType: both('工单', 'Work order'),
  alarmNotice: both('报警通知', 'Alarm notice'),
  dispatch: both('工单派发', 'Work-order dispatch'),
  alarmSms: both('【维吉尔】您的设备发生报警，请及时处理。', '[Vigil] Your device raised an alarm, please deal with it promptly.'),
  workOrderSms: both('【维吉尔】工单 {number}：{info}', '[Vigil] Work order {number}: {info}'),
  topUp: both('余额充值', 'Top-up'),
  smsCharges: both('短信通知扣费', 'SMS charges'),
  voiceCharges: both('语音通知扣费', 'Voice call charges'),
  refund: both('退款', 'Refund'),
  refundWithRemark: both('退款：{remark}', 'Refund: {remark}'),
  freeze: both('冻结', 'Freeze'),
  thaw: both('解冻', 'Thaw'),
  serialNumber: both('序列号', 'Serial number'),
  name: both('名称', 'Name'),
  status: both('状态', 'Status'),
  location: both('位置', 'Location'),
  lastOnline: both('最后在线', 'Last online'),
} as const satisfies Record<string, Localized>;

export type DataWord = keyof typeof DATA_WORDS;

/** A data word in `locale`, with `{name}` placeholders filled from params. */
export function dataWord(locale: Locale, word: DataWord, params: Readonly<Record<string, string>> = {}): string {
  return DATA_WORDS[word][locale].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
