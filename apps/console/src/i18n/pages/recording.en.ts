import type { recordingZhCN } from './recording.zh-CN';

/** Texts of the recording tasks, playback and video storage (en). */
export const recordingEn: Record<keyof typeof recordingZhCN, string> = {
  'recording.title': 'Recording tasks',
};
