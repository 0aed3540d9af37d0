/**
 * Alarm-socket clients in a process of their own (so their reading does not run on the server's event loop):
 * `node --import tsx alarm-flood-clients.ts PORT SOCKETS FRAMES`. Opens SOCKETS plain-TCP websockets on /ws/alarm,
 * prints `ready` once all are upgraded, then `received` once every one has read FRAMES text frames.
 */
import { connect } from 'node:net';
import { FrameReader, upgradeRequest } from './ws-frame-reader';

const [port = 0, sockets = 1000, frames = 1000] = process.argv.slice(2).map(Number);
const counts: number[] = [];
let complete = 0;

await Promise.all(
  Array.from(
    { length: sockets },
    (_, index) =>
      new Promise<void>((resolve, reject) => {
        const reader = new FrameReader();
        counts[index] = 0;
        // Half the sockets speak English and live in UTC: the server builds two variants of every alarm.
        const query = index % 2 === 0 ? 'local=zh&timeZone=Asia%2FShanghai' : 'local=en&timeZone=UTC';
        const socket = connect(port, '127.0.0.1', () => socket.write(upgradeRequest(`/ws/alarm?uuid=${index}&p=-1&${query}`)));
        socket.on('error', reject);
        socket.on('data', (chunk) => {
          const before = counts[index] ?? 0;
          const read = reader.push(chunk).filter((frame) => frame.opcode === 1).length;
          if (reader.status !== '' && !reader.status.includes(' 101 ')) reject(new Error(reader.status));
          if (reader.status !== '') resolve();
          counts[index] = before + read;
          if (before < frames && before + read >= frames && ++complete === sockets) process.stdout.write('received\n');
        });
      }),
  ),
);
process.stdout.write('ready\n');
