/** Texts of the recording tasks, playback and video storage (zh-CN). */
export const recordingZhCN = {
  'recording.title': '录像任务',
} as const;
