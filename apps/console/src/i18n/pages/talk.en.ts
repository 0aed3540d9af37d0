import type { talkZhCN } from './talk.zh-CN';

/** Texts of the group talk and helmet photos (en). */
export const talkEn: Record<keyof typeof talkZhCN, string> = {
  'talk.title': 'Group talk',
};
