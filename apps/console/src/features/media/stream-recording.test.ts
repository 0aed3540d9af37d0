import { afterEach, describe, expect, it, vi } from 'vitest';
import { longEnough, StreamRecording } from './stream-recording';

/** A MediaRecorder (jsdom has none) that hands over one chunk when asked to stop, as a browser does, a moment later. */
class FakeRecorder extends EventTarget {
  static last: FakeRecorder;
  state: RecordingState = 'inactive';
  mimeType = '';
  timeslice: number | undefined;
  stops = 0;
  constructor() {
    super();
    FakeRecorder.last = this;
  }
  start(timeslice?: number) {
    this.state = 'recording';
    this.timeslice = timeslice;
  }
  stop() {
    this.stops += 1;
    this.state = 'inactive';
    queueMicrotask(() => {
      this.dispatchEvent(Object.assign(new Event('dataavailable'), { data: new Blob(['sound']) }));
      this.dispatchEvent(Object.assign(new Event('dataavailable'), { data: new Blob([]) }));
      this.dispatchEvent(new Event('stop'));
    });
  }
}

function stream() {
  const track = { stop: vi.fn() };
  return { track, stream: { getTracks: () => [track] } as unknown as MediaStream };
}

const clock = (times: number[]) => () => times.shift() ?? 0;

describe('stream recording', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers what was recorded and how long it lasted, in the type asked for when the browser names none', async () => {
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    const { stream: s } = stream();
    const recording = await new StreamRecording(s, { type: 'audio/webm', now: clock([1000, 4500]) }).stop();
    expect(recording.seconds).toBe(3.5);
    expect(recording.blob.type).toBe('audio/webm');
    expect(await recording.blob.text()).toBe('sound');
  });

  it('keeps the type the browser recorded in and hands data over as often as asked', async () => {
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    const recording = new StreamRecording(stream().stream, { type: 'video/webm', timeslice: 1000, now: clock([0, 3000]) });
    FakeRecorder.last.mimeType = 'video/webm;codecs=vp8';
    expect(FakeRecorder.last.timeslice).toBe(1000);
    expect((await recording.stop()).blob.type).toBe('video/webm;codecs=vp8');
  });

  it('releases the stream’s tracks only when asked to', async () => {
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    const microphone = stream();
    await new StreamRecording(microphone.stream, { type: 'audio/webm', releaseTracks: true }).stop();
    expect(microphone.track.stop).toHaveBeenCalledTimes(1);
    const video = stream();
    await new StreamRecording(video.stream, { type: 'video/webm' }).stop();
    expect(video.track.stop).not.toHaveBeenCalled();
  });

  it('stops once, however often it is told to', async () => {
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    const recording = new StreamRecording(stream().stream, { type: 'audio/webm', now: clock([0, 5000, 9000]) });
    const [first, second] = await Promise.all([recording.stop(), recording.stop()]);
    expect(second).toBe(first);
    expect(first.seconds).toBe(5);
    expect(FakeRecorder.last.stops).toBe(1);
  });

  it('keeps a recording of 3 s or more, not a shorter one', () => {
    expect(longEnough({ seconds: 2.999 })).toBe(false);
    expect(longEnough({ seconds: 3 })).toBe(true);
  });
});
