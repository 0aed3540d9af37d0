import type { fenceZhCN } from './fence.zh-CN';

/** Texts of the electronic fences and helmet trajectories (en). */
export const fenceEn: Record<keyof typeof fenceZhCN, string> = {
  'fence.title': 'Electronic fences',
};
