import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useEditing } from './use-editing';

type Row = { id: string };

describe('useEditing', () => {
  it('is closed until opened, then holds the value opened with a key', () => {
    const { result } = renderHook(() => useEditing<{ row: Row | null }>());
    expect(result.current.editing).toBeNull();
    act(() => result.current.open({ row: { id: '7' } }));
    expect(result.current.editing).toEqual({ row: { id: '7' }, key: expect.any(Number) });
  });

  it('gives each opening a new key, even for an equal value, twice in one go, in the same millisecond', () => {
    // The clock stands still: a key taken from the time would repeat and the dialog would keep what was typed.
    vi.useFakeTimers({ now: 1_700_000_000_000, toFake: ['Date'] });
    try {
      const { result } = renderHook(() => useEditing<{ row: Row | null }>());
      act(() => result.current.open({ row: null }));
      const first = result.current.editing?.key;
      act(() => result.current.open({ row: null }));
      const second = result.current.editing?.key;
      act(() => {
        result.current.open({ row: null });
        result.current.open({ row: null });
      });
      const third = result.current.editing?.key;
      expect(result.current.editing?.row).toBeNull();
      expect(new Set([first, second, third]).size).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes to null', () => {
    const { result } = renderHook(() => useEditing<{ row: Row }>());
    act(() => result.current.open({ row: { id: '1' } }));
    act(() => result.current.close());
    expect(result.current.editing).toBeNull();
  });

  it('keeps open and close the same functions across renders', () => {
    const { result, rerender } = renderHook(() => useEditing<{ row: Row }>());
    const { open, close } = result.current;
    act(() => open({ row: { id: '1' } }));
    rerender();
    expect(result.current.open).toBe(open);
    expect(result.current.close).toBe(close);
    act(() => close());
    expect(result.current.open).toBe(open);
    expect(result.current.close).toBe(close);
  });
});
