import { readFileSync } from 'node:fs';

/**
 * CPU time (ms) the calling JS thread has used, from Linux's /proc/thread-self/stat (utime + stime, 10 ms ticks).
 * Why: on a shared machine the scheduler can hold a process back for seconds, and wall time counts that; worker
 * threads and GC run beside the loop, and process.cpuUsage() counts those. A loop blocked by our own work shows as
 * this thread's CPU time, whatever else the machine runs. Undefined where /proc is not there (then callers fall back
 * to wall time).
 */
export function threadCpuMs(): number | undefined {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    // Fields after the command name, which ends with the last ')': state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** How long `work` held this thread: the lesser of its wall time and this thread's CPU time meanwhile. */
export async function busyMs<T>(work: () => Promise<T>): Promise<{ value: T; wallMs: number; busyMs: number }> {
  const [wallBefore, cpuBefore] = [performance.now(), threadCpuMs()];
  const value = await work();
  const wallMs = performance.now() - wallBefore;
  const cpuAfter = threadCpuMs();
  const cpuMs = cpuBefore === undefined || cpuAfter === undefined ? wallMs : cpuAfter - cpuBefore;
  return { value, wallMs, busyMs: Math.min(wallMs, cpuMs) };
}
