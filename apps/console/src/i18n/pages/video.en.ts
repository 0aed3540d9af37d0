import type { videoZhCN } from './video.zh-CN';

/** Texts of the split-screen live video (en). */
export const videoEn: Record<keyof typeof videoZhCN, string> = {
  'video.title': 'Split-screen video',
};
