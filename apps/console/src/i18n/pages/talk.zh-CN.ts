/** Texts of the group talk and helmet photos (zh-CN). */
export const talkZhCN = {
  'talk.title': '群组对讲',
} as const;
