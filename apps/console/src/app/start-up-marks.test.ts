import { afterEach, describe, expect, it } from 'vitest';
import { markStartUp, START_UP_MARK_PREFIX } from './start-up-marks';

afterEach(() => performance.clearMarks());

describe('markStartUp', () => {
  it('marks each phase on the performance timeline under the names the start-up bench reads', () => {
    markStartUp('settings');
    markStartUp('code');
    markStartUp('data');
    markStartUp('render');
    const marks = performance.getEntriesByType('mark').filter((mark) => mark.name.startsWith(START_UP_MARK_PREFIX));
    expect(marks.map((mark) => mark.name)).toEqual(['vigil:settings', 'vigil:code', 'vigil:data', 'vigil:render']);
  });
});
