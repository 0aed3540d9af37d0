import { RealtimeSocket, type SocketStatus } from '@vigil/realtime';
import { useEffect, useState } from 'react';
import { deviceSocketUrl } from '../../app/base-path';
import { session, settings } from '../../app/services';
import { browserTimeZone } from '../../app/time-zone';
import { type LiveFrame, liveFrameOf } from './live-frame';

export interface LiveReadings {
  /** The watched device's latest frame since it was chosen; null until the first one. */
  frame: LiveFrame | null;
  status: SocketStatus;
}

/**
 * The regular socket (/ws/device: imei, local, timeZone and the session token) of the device the user watches. One
 * socket at a time: choosing another device or leaving the page closes it. Reconnects follow @vigil/realtime's policy
 * (5 attempts in all, 2 s × n apart).
 */
export function useLiveReadings(imei: string | null): LiveReadings {
  const [live, setLive] = useState<LiveReadings>({ frame: null, status: 'idle' });
  useEffect(() => {
    setLive({ frame: null, status: 'idle' });
    if (imei === null) return;
    const socket = new RealtimeSocket({
      url: deviceSocketUrl(),
      channel: 'regular',
      params: { imei, local: settings.state.language, timeZone: browserTimeZone(), token: session.getToken() ?? '' },
    });
    socket.on('status', (status) => setLive((previous) => ({ ...previous, status })));
    socket.on('message', (message) => {
      const frame = liveFrameOf(message, imei);
      if (frame) setLive((previous) => ({ ...previous, frame }));
    });
    socket.connect();
    return () => socket.close();
  }, [imei]);
  return live;
}
