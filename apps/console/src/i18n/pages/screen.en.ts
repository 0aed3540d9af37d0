import type { screenZhCN } from './screen.zh-CN';

/** Texts of the smart large screen (en). */
export const screenEn: Record<keyof typeof screenZhCN, string> = {
  'screen.title': 'Smart large screen',
};
