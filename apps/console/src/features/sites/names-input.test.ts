import { describe, expect, it } from 'vitest';
import { splitNames } from './names-input';

describe('splitNames', () => {
  it('reads names separated by either comma width, 、 or new lines, trimmed, blanks dropped', () => {
    expect(splitNames('张三, 李四，王五、赵六\n 钱七 ,,')).toEqual(['张三', '李四', '王五', '赵六', '钱七']);
    expect(splitNames('  ')).toEqual([]);
  });
});
