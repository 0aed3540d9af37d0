import { tzOffset } from '@date-fns/tz';
import { wireWallClock } from '@vigil/sdk';

const HOUR = 3_600_000;

/**
 * Reads wire times (`yyyy-MM-dd HH:mm:ss`, written in `timeZone` because every call sends it) back into instants.
 * The zone's offset is looked up once per wall-clock hour, so 43,200 readings cost a few hundred look-ups.
 */
export function wallClockReader(timeZone: string): (text: string) => number | undefined {
  const offsets = new Map<number, number>();
  return (text) => {
    const wall = wireWallClock(text)?.utc;
    if (wall === undefined) return undefined;
    const hour = Math.floor(wall / HOUR);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      // The offset at the wall clock read as UTC is right except within an offset of a change; one more look-up settles it.
      const guess = wall - tzOffset(timeZone, new Date(wall)) * 60_000;
      offset = tzOffset(timeZone, new Date(guess)) * 60_000;
      offsets.set(hour, offset);
    }
    return wall - offset;
  };
}
