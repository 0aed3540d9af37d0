import type { treeZhCN } from './tree.zh-CN';

/** Texts of the generic trees: tree table, check tree, tree select, tree filter (en). */
export const treeEn: Record<keyof typeof treeZhCN, string> = {};
