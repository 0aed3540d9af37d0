import { alarmVideoHandlers } from './alarm-video';
import { alarmHandlers } from './alarms';
import { authHandlers } from './auth';
import { contactHandlers } from './contacts';
import { deviceHandlers } from './devices';
import { dictHandlers } from './dicts';
import { fileHandlers } from './files';
import { gatewayHandlers } from './gateways';
import { helmetHandlers } from './helmet';
import { historyHandlers } from './history-buckets';
import { trajectoryHandlers } from './trajectory';
import { paymentHandlers } from './payments';
import { recordingHandlers } from './recordings';
import { systemHandlers } from './system';
import { systemConfigHandlers } from './system-config';
import { talkHandlers } from './talk';
import type { HandlerTable } from './types';

/** Every handler by endpoint id; the contract test fails for an sdk endpoint missing here. */
export const HANDLERS: HandlerTable = { ...authHandlers, ...systemHandlers, ...dictHandlers, ...deviceHandlers, ...historyHandlers, ...alarmHandlers, ...contactHandlers, ...paymentHandlers, ...fileHandlers, ...helmetHandlers, ...trajectoryHandlers, ...gatewayHandlers, ...talkHandlers, ...systemConfigHandlers, ...recordingHandlers, ...alarmVideoHandlers };
