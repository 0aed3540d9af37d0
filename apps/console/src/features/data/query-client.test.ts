import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

describe('query client', () => {
  it('does not retry a failed query: the business error is shown once', async () => {
    const client = createQueryClient();
    const fn = vi.fn().mockRejectedValue(new Error('refused'));
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn: fn })).rejects.toThrow('refused');
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
