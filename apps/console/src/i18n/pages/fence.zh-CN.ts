/** Texts of the electronic fences and helmet trajectories (zh-CN). */
export const fenceZhCN = {
  'fence.title': '电子围栏',
} as const;
