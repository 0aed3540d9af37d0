/** Texts of the smart large screen (zh-CN). */
export const screenZhCN = {
  'screen.title': '智慧大屏',
} as const;
