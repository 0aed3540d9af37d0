/** Texts of the generic trees: tree table, check tree, tree select, tree filter (zh-CN). */
export const treeZhCN = {} as const;
