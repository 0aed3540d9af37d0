import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageKey } from '../../i18n/zh-CN';
import { type Recording, StreamRecording } from '../media/stream-recording';

/** Why the microphone could not be used, as a catalog key. */
function microphoneProblem(error: unknown): MessageKey {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'talk.micDenied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'talk.micMissing';
  return 'talk.unsupported';
}

async function open(): Promise<StreamRecording> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  return new StreamRecording(stream, { type: 'audio/webm', releaseTracks: true });
}

/**
 * Push-to-talk recording (getUserMedia audio): `start` on press, `stop` on release answers the recording, or null
 * when the microphone could not be used (`problem` says why). `startedAt` (performance.now) ticks the elapsed time.
 */
export function useRecorder() {
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const active = useRef<Promise<StreamRecording | null> | null>(null);

  const start = useCallback(() => {
    if (active.current) return;
    setProblem(null);
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setProblem('talk.unsupported');
      return;
    }
    active.current = open().then(
      (recording) => {
        setStartedAt(recording.startedAt);
        return recording;
      },
      (error: unknown) => {
        setProblem(microphoneProblem(error));
        return null;
      },
    );
  }, []);

  const stop = useCallback(async (): Promise<Recording | null> => {
    const pending = active.current;
    active.current = null;
    if (!pending) return null;
    const recording = await pending;
    setStartedAt(null);
    return recording ? recording.stop() : null;
  }, []);

  // A recording in progress when the dialog closes is dropped and the microphone released.
  useEffect(
    () => () => {
      void active.current?.then((recording) => recording?.stop());
    },
    [],
  );

  return { start, stop, problem, startedAt };
}
