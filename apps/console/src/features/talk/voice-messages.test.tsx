import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../data/query-client';

const voices = vi.hoisted(() => vi.fn());
const voiceFile = vi.hoisted(() => vi.fn(() => new Promise(() => {})));
vi.mock('../../app/full-client', () => ({ fullClient: { talk: { voices, voiceFile } } }));
// Test files share one module graph (vitest.config.ts): load the list afresh, so that it reads the mock above.
vi.resetModules();
const { VoiceMessages } = await import('./voice-messages');
// The fresh module graph has its own catalogs: load them as the test setup does.
const { LANGUAGES, loadCatalogArea } = await import('../../i18n/translator');
await Promise.all(LANGUAGES.map((language) => loadCatalogArea('pages', language)));

const GROUP = { id: 7, number: 'G0007', name: 'Patrol', members: ['861627742662094'] };
const message = (id: number, sender: string) => ({ id, groupId: 7, sender, duration: 4, size: 100, createTime: '2026-11-24 10:00:00' });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  voices.mockReset();
});

describe('VoiceMessages', () => {
  it('asks again every 3 s while open, so a helmet’s reply appears; a failed poll keeps what is shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    voices.mockResolvedValueOnce({ code: 200, msg: 'ok', rows: [message(1, '调度员')], total: 1 });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <VoiceMessages module="hat" group={GROUP} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/调度员/)).toBeTruthy();

    voices.mockResolvedValueOnce({ code: 500, msg: '服务器错误' });
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(voices).toHaveBeenCalledTimes(2);
    expect(screen.getByText(/调度员/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    voices.mockResolvedValueOnce({ code: 200, msg: 'ok', rows: [message(2, '安全帽 2'), message(1, '调度员')], total: 2 });
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await screen.findByText(/安全帽 2/)).toBeTruthy();
    expect(screen.getAllByTestId('voice-message')).toHaveLength(2);
  });
});
