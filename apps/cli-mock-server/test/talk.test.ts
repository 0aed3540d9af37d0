import { type HelmetMedia, isBlobResult, type TalkGroup, type VoiceMessage } from '@vigil/sdk';
import { describe, expect, it } from 'vitest';
import { call, clientFor, signedInAdmin, type TestServer } from './support';

type Row = Record<string, unknown>;

const HAT = '15144734';

/** Helmet talk groups, voice messages and photos (sdk talk.* and helmetMedia.*, extensions of spec §7). */
describe('helmet talk groups and photos', () => {
  let server: TestServer;
  let admin: string;
  const helmets = () => ((server.snapshot().collections.devices ?? []) as Row[]).filter((d) => d.productId === HAT).map((d) => String(d.imei));
  const client = () => clientFor(server, admin);

  signedInAdmin((session) => ({ server, token: admin } = session), { products: 'all' });

  /** A new group of the first two helmets. */
  async function newGroup(name: string): Promise<TalkGroup> {
    const [a, b] = helmets();
    await client().talk.createGroup({ name, members: [String(a), String(b)] });
    return ((await client().talk.groups({ name })) as { rows: TalkGroup[] }).rows[0] as TalkGroup;
  }

  it('creates a group of helmets with the next number and the caller as creator; edits and deletes it', async () => {
    const [a, b] = helmets();
    // The next number after the highest given so far (other tests of this file add groups too).
    const before = ((await client().talk.groups({ pageNum: 1, pageSize: 100 })) as { rows: TalkGroup[] }).rows;
    const next = `G${String(Math.max(...before.map((g) => Number(String(g.number).slice(1)))) + 1).padStart(4, '0')}`;
    expect(await client().talk.createGroup({ name: 'Team test', members: [String(a), String(b)] })).toMatchObject({ code: 200 });
    const { rows } = (await client().talk.groups({ name: 'Team test', pageNum: 1, pageSize: 10 })) as { rows: TalkGroup[] };
    expect(rows).toHaveLength(1);
    const group = rows[0] as TalkGroup;
    expect(group).toMatchObject({ number: next, name: 'Team test', members: [a, b] });
    expect(group.createBy).toBeTruthy();
    expect(await client().talk.updateGroup({ id: group.id, members: [String(a)] })).toMatchObject({ code: 200 });
    expect(((await client().talk.groups({ name: 'Team test' })) as { rows: TalkGroup[] }).rows[0]?.members).toEqual([a]);
    expect(await client().talk.removeGroup({ id: group.id })).toMatchObject({ code: 200 });
    expect(((await client().talk.groups({ name: 'Team test' })) as { total: number }).total).toBe(0);
  });

  it('refuses a group without name or members, and a member that is not a helmet', async () => {
    const empty = await call(server, 'POST', '/hat/talk/group', { token: admin, json: { name: 'x', members: [] } });
    expect(empty.body).toMatchObject({ code: 400, field: 'members' });
    const gateway = ((server.snapshot().collections.devices ?? []) as Row[]).find((d) => d.productId === '15144727');
    const wrong = await call(server, 'POST', '/hat/talk/group', { token: admin, json: { name: 'x', members: [String(gateway?.imei)] } });
    expect(wrong.body).toMatchObject({ code: 500, field: 'members' });
  });

  it('stores a voice message of three seconds or more and plays it back; a shorter one is refused (spec §5)', async () => {
    const group = ((await client().talk.groups({})) as { rows: TalkGroup[] }).rows[0] as TalkGroup;
    const recording = new Blob([new Uint8Array([26, 69, 223, 163, 1, 2, 3])], { type: 'audio/webm' });
    const short = await call(server, 'POST', '/hat/talk/voice', { token: admin, body: form({ groupId: String(group.id), duration: '2.5' }, recording) });
    expect(short.body).toMatchObject({ code: 400, field: 'duration', msg: 'A recording must be at least three seconds long' });
    const sent = await client().talk.sendVoice({ groupId: group.id, duration: 3.4, file: recording });
    expect(sent).toMatchObject({ code: 200, data: { groupId: group.id, duration: 3.4, size: 7 } });
    const { rows } = (await client().talk.voices({ groupId: group.id })) as { rows: VoiceMessage[] };
    // Newest first (another test of this file may have sent this group messages before).
    expect(rows[0]?.id).toBe((sent as { data: VoiceMessage }).data.id);
    const played = await client().talk.voiceFile({ id: rows[0]?.id ?? 0 });
    if (!isBlobResult(played)) throw new Error('no recording');
    expect([...new Uint8Array(await played.blob.arrayBuffer())]).toEqual([26, 69, 223, 163, 1, 2, 3]);
  });

  it('a helmet of the group sends it a voice message through the control API: listed newest first, played back as WAV', async () => {
    const group = ((await client().talk.groups({ name: 'Team helmets' })) as { rows: TalkGroup[] }).rows[0] ?? (await newGroup('Team helmets'));
    const [first, second] = group.members ?? [];
    const sent = await call(server, 'POST', '/__mock/talk/voice', { json: { groupId: group.id, imei: second, seconds: 3.5 } });
    const helmet = ((server.snapshot().collections.devices ?? []) as Row[]).find((d) => d.imei === second);
    expect(sent.body).toMatchObject({ code: 200, data: { groupId: group.id, sender: helmet?.name, duration: 3.5, size: 44 + 28_000 } });
    const byDefault = await call(server, 'POST', '/__mock/talk/voice', { json: { groupId: group.id } });
    expect(byDefault.body.data).toMatchObject({ sender: ((server.snapshot().collections.devices ?? []) as Row[]).find((d) => d.imei === first)?.name, duration: 4 });
    const { rows } = (await client().talk.voices({ groupId: group.id })) as { rows: VoiceMessage[] };
    expect(rows.map((v) => v.duration)).toEqual([4, 3.5]);
    const played = await client().talk.voiceFile({ id: rows[1]?.id ?? 0 });
    if (!isBlobResult(played)) throw new Error('no recording');
    expect(played.blob.type).toBe('audio/wav');
    expect(played.blob.size).toBe(44 + 28_000);

    // Refused: a device outside the group, a group that does not exist, a message under 3 s.
    const outsider = helmets().find((imei) => !(group.members ?? []).includes(imei));
    expect((await call(server, 'POST', '/__mock/talk/voice', { json: { groupId: group.id, imei: outsider } })).body.code).toBe(400);
    expect((await call(server, 'POST', '/__mock/talk/voice', { json: { groupId: 987654 } })).body.code).toBe(404);
    const short = await call(server, 'POST', '/__mock/talk/voice', { json: { groupId: group.id, seconds: 2 } });
    expect(short.body.code).toBe(400);
    expect(String(short.body.msg)).toContain('seconds');
  });

  it('lists helmet photos and videos with every upload status; serves an uploaded one; deletes', async () => {
    const { rows } = (await client().helmetMedia.list({ pageNum: 1, pageSize: 100 })) as { rows: HelmetMedia[] };
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['notUploaded', 'uploading', 'uploaded', 'failed']));
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['photo', 'video']));
    const photo = rows.find((r) => r.type === 'photo' && r.status === 'uploaded') as HelmetMedia;
    const svg = await client().helmetMedia.file({ id: photo.id });
    if (!isBlobResult(svg)) throw new Error('no photo');
    expect(svg.blob.type).toBe('image/svg+xml');
    expect(await svg.blob.text()).toContain('<svg');
    const video = rows.find((r) => r.type === 'video' && r.status === 'uploaded') as HelmetMedia;
    const clip = await client().helmetMedia.file({ id: video.id });
    if (!isBlobResult(clip)) throw new Error('no video');
    expect(clip.blob.type).toBe('video/mp4');
    expect(clip.blob.size).toBeGreaterThan(10_000);
    const pending = rows.find((r) => r.status !== 'uploaded') as HelmetMedia;
    expect((await call(server, 'GET', `/hat/photo/file/${String(pending.id)}`, { token: admin })).body).toMatchObject({ code: 500 });
    expect(await client().helmetMedia.remove({ id: photo.id })).toMatchObject({ code: 200 });
    const after = (await client().helmetMedia.list({ pageNum: 1, pageSize: 100 })) as { rows: HelmetMedia[] };
    expect(after.rows.map((r) => r.id)).not.toContain(photo.id);
  });
});

function form(fields: Record<string, string>, file: Blob): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  data.set('file', file, 'voice.webm');
  return data;
}
