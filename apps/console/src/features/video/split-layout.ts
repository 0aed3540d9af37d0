/** The split screens: 1, 4, 9 or 16 windows in a square grid. */
export const SPLIT_LAYOUTS = [1, 4, 9, 16] as const;
export type SplitLayout = (typeof SPLIT_LAYOUTS)[number];

/** Grid columns of each layout (Tailwind needs the class names whole). */
export const LAYOUT_COLUMNS: Record<SplitLayout, string> = { 1: 'grid-cols-1', 4: 'grid-cols-2', 9: 'grid-cols-3', 16: 'grid-cols-4' };

/** The tiles' channel ids after putting `channelId` into tile `index`; the same channel leaves any other tile. */
export function placeChannel(tiles: readonly (string | null)[], index: number, channelId: string): (string | null)[] {
  return tiles.map((current, at) => (at === index ? channelId : current === channelId ? null : current));
}

/** The tile to fill next after `index`: the first empty one after it, else the one after it (wrapping). */
export function nextTile(tiles: readonly (string | null)[], index: number, count: number): number {
  for (let step = 1; step <= count; step += 1) {
    const at = (index + step) % count;
    if (tiles[at] === null || tiles[at] === undefined) return at;
  }
  return (index + 1) % count;
}
