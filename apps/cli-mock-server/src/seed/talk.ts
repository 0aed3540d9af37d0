import type { HelmetUploadStatus } from '@vigil/sdk';
import { isHelmet } from '../device-module';
import type { Row } from '../state';
import { formatTime } from '../time-format';
import { pastTime, type SeedModule } from './context';

/** How many helmets get photos and videos, and how many each. */
const HELMETS_WITH_MEDIA = 4;
const MEDIA_PER_HELMET = 4;
/** The upload statuses in the order the seeded files take them (spec §4's four). */
const SEEDED_STATUSES: readonly HelmetUploadStatus[] = ['uploaded', 'notUploaded', 'uploading', 'failed'];
/** Seeded files are taken six hours apart, newest first: all within the retention period. */
const MEDIA_SPACING_MS = 6 * 3_600_000;

/**
 * Helmet talk groups (one seeded group of the first three helmets, no voice messages) and helmet photos and videos
 * (collection `helmetMedia`): every upload status of spec §4 occurs, taken within the retention period
 * (HELMET_FILE_RETENTION_DAYS).
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
  // Newest first, the statuses take turns (the first page shows them all); every fifth one is a video.
  const helmetMedia: Row[] = [];
  const withMedia = helmets.slice(0, HELMETS_WITH_MEDIA);
  for (let index = 0; index < withMedia.length * MEDIA_PER_HELMET; index++) {
    const helmet = withMedia[index % withMedia.length] as Row;
    const type = index % 5 === 4 ? 'video' : 'photo';
    const sequence = String(Math.floor(index / withMedia.length) + 1).padStart(4, '0');
    helmetMedia.push({
      id: context.id(),
      imei: String(helmet.imei),
      type,
      name: `${String(helmet.imei)}-${sequence}.${type === 'video' ? 'mp4' : 'svg'}`,
      status: SEEDED_STATUSES[index % SEEDED_STATUSES.length],
      size: type === 'video' ? context.random.int(400_000, 2_000_000) : context.random.int(40_000, 300_000),
      createTime: formatTime(context.epoch - index * MEDIA_SPACING_MS - context.random.int(0, 59) * 60_000),
    });
  }
  return { collections: { talkGroups, voiceMessages: [], helmetMedia } };
};
