/** Texts of the split-screen live video (zh-CN). */
export const videoZhCN = {
  'video.title': '分屏监控',
} as const;
