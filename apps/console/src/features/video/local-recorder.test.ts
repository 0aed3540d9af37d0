import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalRecorder } from './local-recorder';

/** A MediaRecorder that hands over one chunk and stops at once (jsdom has none). */
class FakeRecorder extends EventTarget {
  state: RecordingState = 'inactive';
  mimeType = 'video/webm';
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.dispatchEvent(Object.assign(new Event('dataavailable'), { data: new Blob(['frame']) }));
    this.dispatchEvent(new Event('stop'));
  }
}

function recorderAt(times: number[]): LocalRecorder {
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  const video = Object.assign(document.createElement('video'), { captureStream: () => ({}) });
  return new LocalRecorder(video, () => times.shift() ?? 0);
}

describe('local recording', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('drops a recording shorter than 3 s, saving nothing', async () => {
    const saved = vi.spyOn(URL, 'createObjectURL');
    expect(await recorderAt([0, 2999]).stop('cam')).toBe('tooShort');
    expect(saved).not.toHaveBeenCalled();
  });

  it('saves one of 3 s or more as WebM', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:recording');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    expect(await recorderAt([0, 3000]).stop('cam')).toBe('saved');
    expect(created).toHaveBeenCalledTimes(1);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('cam.webm');
  });
});
