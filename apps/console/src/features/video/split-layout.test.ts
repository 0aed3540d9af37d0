import { describe, expect, it } from 'vitest';
import { nextTile, placeChannel } from './split-layout';

describe('split layout', () => {
  it('moves a channel to the chosen tile, leaving its old one', () => {
    expect(placeChannel(['a', null, 'b', null], 3, 'a')).toEqual([null, null, 'b', 'a']);
  });

  it('fills the next empty tile, else the following one', () => {
    expect(nextTile(['a', null, 'b', null], 0, 4)).toBe(1);
    expect(nextTile(['a', 'c', 'b', null], 1, 4)).toBe(3);
    expect(nextTile(['a', 'c', 'b', 'd'], 3, 4)).toBe(0);
  });
});
