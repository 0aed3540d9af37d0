import { describe, expect, it } from 'vitest';
import { byteRange, recordingFiles } from './recording-files';
import { endTask, newTask, taskResult, taskStatus } from './recording-tasks';

const MIN = 60_000;

describe('recording task status follows the clock (spec §4)', () => {
  const task = newTask(10 * MIN, 30, 0);

  it('is not started before its start, in progress until its end, then ended and completed', () => {
    expect(task).toEqual({ startMs: 10 * MIN, endMs: 40 * MIN, endedMs: null });
    expect(taskStatus(task, 9 * MIN)).toBe('notStarted');
    expect(taskResult(task, 9 * MIN)).toBeNull();
    expect(taskStatus(task, 10 * MIN)).toBe('inProgress');
    expect(taskStatus(task, 40 * MIN - 1)).toBe('inProgress');
    expect(taskStatus(task, 40 * MIN)).toBe('ended');
    expect(taskResult(task, 40 * MIN)).toBe('completed');
  });

  it('starts at once when created with a start of now or earlier', () => {
    expect(taskStatus(newTask(undefined, 5, 100), 100)).toBe('inProgress');
    expect(newTask(50, 5, 100).startMs).toBe(100);
  });

  it('ends early only while in progress, and then says stopped', () => {
    expect(endTask(task, 5 * MIN)).toBeUndefined();
    const ended = endTask(task, 20 * MIN);
    expect(ended?.endedMs).toBe(20 * MIN);
    if (!ended) return;
    expect(taskStatus(ended, 20 * MIN)).toBe('ended');
    expect(taskResult(ended, 20 * MIN)).toBe('stopped');
    expect(endTask(ended, 21 * MIN)).toBeUndefined();
    expect(endTask(task, 50 * MIN)).toBeUndefined();
  });
});

describe('recorded files', () => {
  it('lists one file every 3 hours in the range, before now, newest first, same files for the same device', () => {
    const day = Date.UTC(2026, 0, 1);
    const files = recordingFiles('860000000000001', day, day + 24 * 3_600_000, day + 12 * 3_600_000, 1000, '/api');
    expect(files.length).toBeGreaterThanOrEqual(3);
    expect(files.length).toBeLessThanOrEqual(4);
    expect(files[0]?.url).toMatch(/^\/api\/video\/record\/media\/860000000000001-\d+\.mp4$/);
    expect(files).toEqual(recordingFiles('860000000000001', day, day + 24 * 3_600_000, day + 12 * 3_600_000, 1000, '/api'));
    const starts = files.map((f) => String(f.startTime));
    expect([...starts].sort().reverse()).toEqual(starts);
  });

  it('reads Range headers: a span, an open end, a suffix, and refuses what lies outside the file', () => {
    expect(byteRange(undefined, 100)).toBeUndefined();
    expect(byteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(byteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(byteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=100-', 100)).toBe('invalid');
    expect(byteRange('bytes=5-2', 100)).toBe('invalid');
    expect(byteRange('items=0-1', 100)).toBe('invalid');
  });
});
