import { saveBlob } from '../export/save-blob';
import { longEnough, StreamRecording } from '../media/stream-recording';

type Capturable = HTMLVideoElement & { captureStream(): MediaStream };

/** How a stopped local recording ended: saved as a file, or refused for lasting under 3 s (spec §5). */
export type RecordingEnd = 'saved' | 'tooShort';

/**
 * A local recording of what a playing video shows (the element's captureStream), saved as WebM when stopped after
 * long enough (longEnough); a shorter one is dropped.
 */
export class LocalRecorder {
  readonly #recording: StreamRecording;

  constructor(video: HTMLVideoElement, now?: () => number) {
    this.#recording = new StreamRecording((video as Capturable).captureStream(), { type: 'video/webm', timeslice: 1000, now });
  }

  /** Stops; saves the recording under `name`.webm unless it was too short. */
  async stop(name: string): Promise<RecordingEnd> {
    const recording = await this.#recording.stop();
    if (!longEnough(recording)) return 'tooShort';
    saveBlob(recording.blob, `${name}.webm`);
    return 'saved';
  }
}
