import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageKey } from '../../i18n/zh-CN';

/** A finished recording: its audio and how long it lasted in seconds. */
export interface Recording {
  blob: Blob;
  seconds: number;
}

interface Session {
  recorder: MediaRecorder;
  stream: MediaStream;
  chunks: Blob[];
  startedAt: number;
}

/** Why the microphone could not be used, as a catalog key. */
function microphoneProblem(error: unknown): MessageKey {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'talk.micDenied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'talk.micMissing';
  return 'talk.unsupported';
}

async function open(): Promise<Session> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  const recorder = new MediaRecorder(stream);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  recorder.start();
  return { recorder, stream, chunks, startedAt: performance.now() };
}

function finish(session: Session): Promise<Recording> {
  const seconds = (performance.now() - session.startedAt) / 1000;
  return new Promise((resolve) => {
    session.recorder.onstop = () => {
      for (const track of session.stream.getTracks()) track.stop();
      resolve({ blob: new Blob(session.chunks, { type: session.recorder.mimeType || 'audio/webm' }), seconds });
    };
    session.recorder.stop();
  });
}

/**
 * Push-to-talk recording with MediaRecorder (getUserMedia audio): `start` on press, `stop` on release answers the
 * recording, or null when the microphone could not be used (`problem` says why). `startedAt` ticks the elapsed time.
 */
export function useRecorder() {
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const active = useRef<Promise<Session | null> | null>(null);

  const start = useCallback(() => {
    if (active.current) return;
    setProblem(null);
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setProblem('talk.unsupported');
      return;
    }
    active.current = open().then(
      (session) => {
        setStartedAt(session.startedAt);
        return session;
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
    const session = await pending;
    setStartedAt(null);
    return session ? finish(session) : null;
  }, []);

  // A recording in progress when the dialog closes is dropped and the microphone released.
  useEffect(
    () => () => {
      void active.current?.then((session) => session && finish(session));
    },
    [],
  );

  return { start, stop, problem, startedAt };
}
