import type { instructionsZhCN } from './instructions.zh-CN';

/** Texts of the instruction log and instruction issuance (en). */
export const instructionsEn: Record<keyof typeof instructionsZhCN, string> = {
  'instruction.imei': 'Device IMEI',
  'instruction.content': 'Instruction',
  'instruction.result': 'Result',
  'instruction.operator': 'Operator',
  'instruction.time': 'Sent at',
  'instruction.beginTime': 'From',
  'instruction.endTime': 'To',
  'instruction.logTable': '{module} instruction log',
  'instruction.deviceTable': '{module} devices to instruct',
  'instruction.fileName': 'Instruction log',
  'instruction.sendTitle': 'Send instruction ({count} devices)',
  'instruction.results': 'Issuance results',
  'instruction.reboot': 'Reboot',
  'instruction.calibrate': 'Calibrate',
  'instruction.silence': 'Silence',
  'instruction.openValve': 'Open valve',
  'instruction.closeValve': 'Close valve',
};
