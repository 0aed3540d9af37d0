import { Hono } from 'hono';
import { z } from 'zod';
import type { MockContext } from './context';
import { controlBody } from './control-body';
import { ok } from './envelope';
import { ApiError } from './errors';
import { readJson } from './request-body';
import type { Row } from './state';
import { formatTime } from './time-format';
import { beepWav } from './wav';

// A voice message lasts at least 3 s (spec §5, as the console's recordings); a helmet's is at most a minute here.
const voiceSchema = z.object({ groupId: z.union([z.number(), z.string().min(1)]), imei: z.string().min(1).optional(), seconds: z.number().min(3).max(60).optional() });

/**
 * The helmets' side of group talk under /__mock/talk: `voice` has a helmet of a group (its first member unless `imei`
 * names one) send the group a voice message of `seconds` (default 4), a beep, as the helmet's app would. The
 * console's talk dialog shows it at its next poll.
 */
export function talkControlRoutes(context: MockContext): Hono {
  const routes = new Hono();
  routes.post('/voice', async (c) => {
    const { groupId, imei, seconds = 4 } = controlBody(voiceSchema, await readJson(c), 'mock.badTalkControl');
    const group = context.store.collection('talkGroups').find((g) => String(g.id) === String(groupId));
    if (!group) throw new ApiError(404, 'mock.noTalkGroup', { groupId: String(groupId) });
    const members = (group.members as string[] | undefined) ?? [];
    const sender = imei ?? members[0];
    if (sender === undefined || !members.includes(sender)) throw new ApiError(400, 'mock.notTalkMember', { imei: String(sender ?? ''), groupId: String(groupId) });
    const device = context.store.collection('devices').find((d) => d.imei === sender);
    const content = beepWav(seconds);
    const row: Row = {
      id: context.store.nextId(),
      groupId: group.id,
      sender: String(device?.name ?? sender),
      duration: seconds,
      size: content.length,
      contentType: 'audio/wav',
      content: Buffer.from(content).toString('base64'),
      createTime: formatTime(context.now()),
    };
    context.store.collection('voiceMessages').push(row);
    await context.store.changed();
    const { content: _, ...message } = row;
    return c.json(ok(message));
  });
  return routes;
}
