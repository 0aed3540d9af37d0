import { moduleOf } from '../device-module';
import { both } from '../i18n/locale';
import type { Row } from '../state';
import { formatTime } from '../time-format';
import { DAY, type SeedModule } from './context';

/** Seeded helmet channels: enough for a full 16-split. */
export const HAT_VIDEO_CHANNELS = 16;
/** Seeded alarms-module (industrial video) channels. */
export const ALARM_VIDEO_CHANNELS = 4;

/**
 * A channel's live stream on vigil-mock itself (src/live-streams.ts): odd channels WebSocket-FLV, even ones HLS.
 * A path on the page's host; the console turns `.flv` into a ws:/wss: URL.
 */
export function liveStreamUrl(name: string, index: number): string {
  return index % 2 === 0 ? `/live/${name}.flv` : `/live/${name}.m3u8`;
}

/**
 * Video channels of the helmet module (collection `videoChannels`) and of the alarms module (`alarmVideoChannels`):
 * a title (at most 10 characters, spec §5), the device it films and its live stream URL.
 */
export const seedVideo: SeedModule = (context) => {
  const created = formatTime(context.epoch - 30 * DAY);
  const devicesOf = (code: string) => (context.seeded.devices ?? []).filter((device) => moduleOf(device) === code);
  const channels = (code: string, prefix: string, count: number): Row[] => {
    const devices = devicesOf(code);
    return Array.from({ length: count }, (_, index) => ({
      id: context.id(),
      title: context.text(both(`通道 ${index + 1}`, `Camera ${index + 1}`)),
      imei: devices.length > 0 ? String(devices[index % devices.length]?.imei) : null,
      url: liveStreamUrl(`${prefix}-${index + 1}`, index),
      remark: null,
      createTime: created,
    }));
  };
  return { collections: { videoChannels: channels('hat', 'hat', HAT_VIDEO_CHANNELS), alarmVideoChannels: channels('alarms', 'alarms', ALARM_VIDEO_CHANNELS) } };
};
