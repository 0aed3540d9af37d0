import { RECORDING_MIN_SECONDS } from '@vigil/sdk';
import { saveBlob } from '../export/save-blob';

type Capturable = HTMLVideoElement & { captureStream(): MediaStream };

/** How a stopped local recording ended: saved as a file, or refused for lasting under 3 s (spec §5). */
export type RecordingEnd = 'saved' | 'tooShort';

/**
 * A local recording of what a playing video shows (MediaRecorder on the element's captureStream), saved as WebM
 * when stopped after at least RECORDING_MIN_SECONDS; a shorter one is dropped.
 */
export class LocalRecorder {
  readonly #recorder: MediaRecorder;
  readonly #chunks: Blob[] = [];
  readonly #started: number;
  readonly #now: () => number;

  constructor(video: HTMLVideoElement, now: () => number = Date.now) {
    this.#recorder = new MediaRecorder((video as Capturable).captureStream());
    this.#recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) this.#chunks.push(event.data);
    });
    this.#recorder.start(1000);
    this.#now = now;
    this.#started = now();
  }

  /** Stops; saves the recording under `name`.webm unless it lasted less than RECORDING_MIN_SECONDS. */
  stop(name: string): RecordingEnd {
    const long = this.#now() - this.#started >= RECORDING_MIN_SECONDS * 1000;
    if (long) {
      this.#recorder.addEventListener('stop', () => saveBlob(new Blob(this.#chunks, { type: this.#recorder.mimeType || 'video/webm' }), `${name}.webm`), { once: true });
    }
    if (this.#recorder.state !== 'inactive') this.#recorder.stop();
    return long ? 'saved' : 'tooShort';
  }
}
