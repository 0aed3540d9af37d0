import { RECORDING_MIN_SECONDS } from '@vigil/sdk';

/** A finished recording: what was recorded and how long it lasted in seconds. */
export interface Recording {
  blob: Blob;
  seconds: number;
}

/** Whether a recording lasted long enough to keep: at least RECORDING_MIN_SECONDS (spec §5), the one place this rule is applied. */
export const longEnough = (recording: Pick<Recording, 'seconds'>): boolean => recording.seconds >= RECORDING_MIN_SECONDS;

export interface StreamRecordingOptions {
  /** The recording's type when the browser's recorder names none. */
  type: string;
  /** Hand data over every `timeslice` ms instead of only at the end. */
  timeslice?: number;
  /** Stop the stream's tracks when done (a microphone is then released). */
  releaseTracks?: boolean;
  /** A millisecond clock (injected by tests). */
  now?: () => number;
}

/**
 * A MediaRecorder on a stream, started at once: `stop()` answers what was recorded and how long it lasted (measured
 * when `stop` is called, not when the recorder has flushed). Framework-free; push-to-talk and local video recording share it.
 */
export class StreamRecording {
  /** When recording began, on the clock (`performance.now()` unless one was injected). */
  readonly startedAt: number;
  readonly #stream: MediaStream;
  readonly #recorder: MediaRecorder;
  readonly #chunks: Blob[] = [];
  readonly #options: StreamRecordingOptions;
  readonly #now: () => number;
  #stopped: Promise<Recording> | null = null;

  constructor(stream: MediaStream, options: StreamRecordingOptions) {
    this.#stream = stream;
    this.#options = options;
    this.#now = options.now ?? (() => performance.now());
    this.#recorder = new MediaRecorder(stream);
    this.#recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) this.#chunks.push(event.data);
    });
    this.#recorder.start(options.timeslice);
    this.startedAt = this.#now();
  }

  /** Stops (again answers the same recording) once the recorder has handed over its last data. */
  stop(): Promise<Recording> {
    if (this.#stopped) return this.#stopped;
    const seconds = (this.#now() - this.startedAt) / 1000;
    this.#stopped = new Promise((resolve) => {
      const done = () => {
        if (this.#options.releaseTracks) for (const track of this.#stream.getTracks()) track.stop();
        resolve({ blob: new Blob(this.#chunks, { type: this.#recorder.mimeType || this.#options.type }), seconds });
      };
      if (this.#recorder.state === 'inactive') done();
      else {
        this.#recorder.addEventListener('stop', done, { once: true });
        this.#recorder.stop();
      }
    });
    return this.#stopped;
  }
}
