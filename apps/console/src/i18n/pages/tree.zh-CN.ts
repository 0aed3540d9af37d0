/** Texts of the generic trees: tree table, check tree, tree select, tree filter (zh-CN). */
export const treeZhCN = {
  'tree.expand': '展开',
  'tree.collapse': '折叠',
  'tree.expandAll': '展开全部',
  'tree.collapseAll': '折叠全部',
  'tree.expandCollapse': '展开/折叠',
  'tree.selectAll': '全选',
  'tree.selectNone': '全不选',
  'tree.linked': '父子联动',
  'tree.search': '搜索 {name}',
  'tree.searchPlaceholder': '请输入名称',
  'tree.empty': '暂无数据',
  'tree.choose': '请选择',
  'tree.clear': '清除选择',
  'tree.none': '无',
} as const;
