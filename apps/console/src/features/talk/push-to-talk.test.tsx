import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settings } from '../../app/services';
import { PushToTalk } from './push-to-talk';

const GROUP = { id: 1, number: 'G0001', name: 'Patrol', members: ['861627742662094'] };

function renderTalk() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PushToTalk module="hat" group={GROUP} />
    </QueryClientProvider>,
  );
  return screen.getByRole('button', { name: '按住说话' });
}

function microphone(failure: DOMException) {
  vi.stubGlobal('MediaRecorder', class {});
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: vi.fn().mockRejectedValue(failure) } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  settings.setLanguage('zh-CN');
});

describe('push-to-talk', () => {
  it('says clearly, in the user’s language, that the microphone was not allowed', async () => {
    microphone(new DOMException('Permission denied', 'NotAllowedError'));
    const hold = renderTalk();
    fireEvent.keyDown(hold, { key: ' ' });
    fireEvent.keyUp(hold, { key: ' ' });
    expect((await screen.findByRole('alert')).textContent).toBe('无法使用麦克风：请在浏览器中允许本站使用麦克风');
    settings.setLanguage('en');
    expect((await screen.findByRole('alert')).textContent).toBe('The microphone cannot be used: allow this site to use the microphone in the browser');
  });

  it('says when there is no microphone', async () => {
    microphone(new DOMException('Requested device not found', 'NotFoundError'));
    const hold = renderTalk();
    fireEvent.keyDown(hold, { key: ' ' });
    fireEvent.keyUp(hold, { key: ' ' });
    expect((await screen.findByRole('alert')).textContent).toBe('未找到可用的麦克风');
  });
});
