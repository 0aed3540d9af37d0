import type { MockContext } from '../context';
import { collectionHandlers } from '../crud';
import { isHelmet } from '../device-module';
import { ok } from '../envelope';
import { ApiError } from '../errors';
import { photoSvg, videoClip } from '../helmet-media';
import { requireSession } from '../session';
import type { Row } from '../state';
import { formatTime } from '../time-format';
import { deviceByImei } from './devices';
import { BlobReply, type Handler, type HandlerRequest, type HandlerTable } from './types';

// Groups hold what talkGroupBodySchema checked (a name of at most 30 characters, 1–100 IMEIs); each member must be
// a helmet in the caller's scope.
const groups = collectionHandlers({
  collection: 'talkGroups',
  idField: 'id',
  label: 'talk group',
  likeFields: ['name'],
  sort: { field: 'id', descending: true },
  defaults: (request, context) => ({ number: nextNumber(context), createBy: String(requireSession(request.session).user.nickName ?? requireSession(request.session).user.userName ?? '') }),
});
const voices = collectionHandlers({ collection: 'voiceMessages', idField: 'id', label: 'voice message', hidden: ['content'], sort: { field: 'id', descending: true } });
// When a file entered its upload status is the clock's business (helmet-uploads.ts), not the API's.
const media = collectionHandlers({ collection: 'helmetMedia', idField: 'id', label: 'helmet file', sort: { field: 'createTime', descending: true }, view: ({ statusSinceMs: _since, ...file }) => file });

/** `G` and the next four-digit number after the highest one given so far. */
function nextNumber(context: MockContext): string {
  const highest = Math.max(0, ...context.store.collection('talkGroups').map((g) => Number(String(g.number ?? '').replace(/^G/, '')) || 0));
  return `G${String(highest + 1).padStart(4, '0')}`;
}

/** Every member is a helmet (hat module) the caller can see; another device answers as a missing one. */
function checkMembers(request: HandlerRequest, context: MockContext): void {
  const members = request.body.members;
  if (!Array.isArray(members)) return;
  for (const imei of members) {
    const device = deviceByImei(request, context, imei);
    if (!isHelmet(device)) throw new ApiError(500, 'device.missing', { imei: String(imei) }, 'members');
  }
}

const withMembersChecked =
  (handler: Handler): Handler =>
  (request, context) => {
    checkMembers(request, context);
    return handler(request, context);
  };

/** Deleting groups deletes their voice messages too. */
const removeGroups: Handler = async (request, context) => {
  const answer = await groups.remove(request, context);
  const kept = new Set(context.store.collection('talkGroups').map((g) => String(g.id)));
  context.store.state.collections.voiceMessages = context.store.collection('voiceMessages').filter((v) => kept.has(String(v.groupId)));
  return answer;
};

/** Stores a recording (voiceUploadBodySchema: at least three seconds, at most 1 MB) as the group's newest message. */
const sendVoice: Handler = async (request, context) => {
  const { body } = request;
  const group = groups.find(request, context, body.groupId);
  const file = body.file as Blob;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const session = requireSession(request.session);
  const row: Row = {
    id: context.store.nextId(),
    groupId: group.id,
    sender: String(session.user.nickName ?? session.user.userName ?? ''),
    duration: Number(body.duration),
    size: bytes.length,
    contentType: file.type || 'audio/webm',
    content: Buffer.from(bytes).toString('base64'),
    createTime: formatTime(context.now()),
  };
  context.store.collection('voiceMessages').push(row);
  return ok(voices.present(row, context));
};

const voiceFile: Handler = (request, context) => {
  const voice = voices.find(request, context, request.params.id);
  const type = String(voice.contentType ?? 'audio/webm');
  const content = typeof voice.content === 'string' ? new Uint8Array(Buffer.from(voice.content, 'base64')) : new Uint8Array();
  return new BlobReply(`voice-${String(voice.id)}.${type.includes('ogg') ? 'ogg' : type.includes('wav') ? 'wav' : 'webm'}`, type, content, 'inline');
};

/** An uploaded photo (a drawn SVG) or video (the shipped test clip); one not uploaded has no file on the platform. */
const mediaFile: Handler = (request, context) => {
  const item = media.find(request, context, request.params.id);
  if (item.status !== 'uploaded') throw new ApiError(500, 'helmetMedia.notUploaded', { name: String(item.name) });
  if (item.type === 'video') return new BlobReply(String(item.name), 'video/mp4', videoClip(), 'inline');
  return new BlobReply(String(item.name), 'image/svg+xml', photoSvg(item), 'inline');
};

/** Helmet talk groups, their voice messages, and helmet photos and videos: the sdk's extension calls of the hat module. */
export const talkHandlers: HandlerTable = {
  'talk.groups': groups.list,
  'talk.createGroup': withMembersChecked(groups.create),
  'talk.updateGroup': withMembersChecked(groups.update),
  'talk.removeGroup': removeGroups,
  'talk.voices': voices.list,
  'talk.sendVoice': sendVoice,
  'talk.voiceFile': voiceFile,
  'helmetMedia.list': media.list,
  'helmetMedia.file': mediaFile,
  'helmetMedia.remove': media.remove,
};
