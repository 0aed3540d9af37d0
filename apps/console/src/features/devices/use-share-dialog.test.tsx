import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useShareDialog } from './use-share-dialog';

describe('useShareDialog', () => {
  it("is a row action guarded by the module's share permission, with no dialog until it runs", () => {
    const { result } = renderHook(() => useShareDialog('flame'));
    expect(result.current.action).toMatchObject({ id: 'share', placement: 'row', permissions: ['flame:device:share'] });
    expect(result.current.element).toBeNull();
  });
});
