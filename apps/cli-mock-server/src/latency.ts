/** A response delay: fixed (`250`) or uniformly drawn from a range (`100-400`). */
export interface LatencyRange {
  min: number;
  max: number;
}

export class LatencyFormatError extends Error {
  override name = 'LatencyFormatError';
}

export function parseLatency(text: string): LatencyRange {
  const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(text);
  if (!match) throw new LatencyFormatError(`latency must be milliseconds or min-max (e.g. 250 or 100-400), got "${text}"`);
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  if (max < min) throw new LatencyFormatError(`latency range "${text}" has max below min`);
  return { min, max };
}

export function drawLatency(range: LatencyRange, unit: () => number = Math.random): number {
  return range.min + Math.floor(unit() * (range.max - range.min + 1));
}
