import { HELMET_FILE_RETENTION_DAYS, HELMET_UPLOAD_STATUSES } from '@vigil/sdk';
import { isHelmet } from '../helmet-media';
import type { Row } from '../state';
import { formatTime } from '../time-format';
import { type SeedModule, pastTime } from './context';

/** How many helmets get photos and videos, and how many each. */
const HELMETS_WITH_MEDIA = 4;
const MEDIA_PER_HELMET = 4;

/**
 * Helmet talk groups (one seeded group of the first three helmets, no voice messages) and helmet photos and videos
 * (collection `helmetMedia`): every upload status of spec §4 occurs, taken within the retention period.
 */
export const seedTalk: SeedModule = (context) => {
  const helmets = (context.seeded.devices ?? []).filter(isHelmet);
  const admin = (context.seeded.users ?? []).find((u) => u.userName === 'admin');
  const talkGroups: Row[] = [];
  if (helmets.length > 0) {
    talkGroups.push({
      id: context.id(),
      number: 'G0001',
      name: context.text({ 'zh-CN': '巡检一组', en: 'Patrol team 1' }),
      createBy: String(admin?.nickName ?? admin?.userName ?? 'admin'),
      members: helmets.slice(0, 3).map((h) => String(h.imei)),
      createTime: formatTime(pastTime(context, 20)),
    });
  }
  const helmetMedia: Row[] = [];
  helmets.slice(0, HELMETS_WITH_MEDIA).forEach((helmet, h) => {
    for (let n = 0; n < MEDIA_PER_HELMET; n++) {
      const type = n === 1 ? 'video' : 'photo';
      const status = HELMET_UPLOAD_STATUSES[(h + n * 3) % HELMET_UPLOAD_STATUSES.length] ?? 'uploaded';
      const sequence = String(n + 1).padStart(4, '0');
      helmetMedia.push({
        id: context.id(),
        imei: String(helmet.imei),
        type,
        name: `${String(helmet.imei)}-${sequence}.${type === 'video' ? 'mp4' : 'svg'}`,
        status: n === 0 ? 'uploaded' : status,
        size: type === 'video' ? context.random.int(400_000, 2_000_000) : context.random.int(40_000, 300_000),
        createTime: formatTime(pastTime(context, HELMET_FILE_RETENTION_DAYS - 1)),
      });
    }
  });
  return { collections: { talkGroups, voiceMessages: [], helmetMedia } };
};
