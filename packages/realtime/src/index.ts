export { type AlarmFeedChange, type AlarmFeedEvents, type AlarmFeedOptions, type AlarmItem, AlarmFeed, createAlarmFeed } from './alarm-feed';
export { alarmTimeOf, type MergeableAlarm, type MergeResult, mergeAlarms } from './alarm-merge';
export { type GuardResult, readAlarmInput, readAlarmMessage, readAlarmMessageStrict, readAlarmPayload, readAlarmPayloadStrict } from './alarm-guard';
export {
  type AlarmPopupEvents,
  type AlarmPopupOptions,
  type AlarmPopupState,
  type PopupMode,
  type PopupSocket,
  AlarmPopup,
  createAlarmPopup,
} from './alarm-popup';
export {
  type AlarmSoundEvents,
  type AlarmSoundOptions,
  type AlarmSoundState,
  type AudioLike,
  AlarmSound,
  createAlarmSound,
} from './alarm-sound';
export * from './defaults';
export {
  type InvalidFrameReason,
  type SendFailureReason,
  InvalidAlarmError,
  InvalidFrameError,
  SendError,
  StorageError,
} from './errors';
export { classifyFrame, type Frame, type RefreshSocketMessage } from './frame';
export {
  type GiveUpInfo,
  type GiveUpReason,
  type HeartbeatOptions,
  type ReconnectingInfo,
  type ReconnectOptions,
  type RealtimeSocketEvents,
  type RealtimeSocketOptions,
  type SendOptions,
  type SocketStatus,
  RealtimeSocket,
} from './realtime-socket';
export { type ChangeScheduler, frameScheduler, intervalScheduler, leadingEdge } from './scheduler';
export type { SendOverflowPolicy } from './send-queue';
export { buildSocketUrl, type Channel, type ChannelParams, type PublicChannelParams, type RegularChannelParams } from './socket-url';
export type { StorageLike } from './storage';
export { globalTimers, type TimerProvider } from './timers';
export { onlineTrigger, type ReconnectTrigger, visibilityTrigger } from './triggers';
export { ReadyState, type SocketEventMap, type WebSocketConstructor, type WebSocketLike } from './websocket-like';
