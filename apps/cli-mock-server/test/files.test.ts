import { isBlobResult, isSuccess } from '@vigil/sdk';
import { describe, expect, it } from 'vitest';
import { call, clientFor, signedInAdmin, type TestServer } from './support';

describe('the file library: a document opens with a session or a signed link, as data; columns keep a tree', () => {
  let server: TestServer;
  let token: string;
  let documentId: string;

  signedInAdmin(async (session) => {
    ({ server, token } = session);
    const upload = await clientFor(server, token).files.upload({ files: new File(['manual text, 手册'], 'manual.txt', { type: 'text/plain' }), type: 'document' });
    if (!isSuccess(upload)) throw new Error('upload failed');
    documentId = String(upload.data.ids?.[0]);
  });

  it('the token-bound document call still answers 401 without a token', async () => {
    expect((await call(server, 'GET', `/file/info/document/${documentId}`)).body.code).toBe(401);
  });

  it('the open call needs a session or a signed link (issue 27): without either, 401', async () => {
    const response = await fetch(`${server.baseUrl}/file/info/open/${documentId}`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { code: number }).code).toBe(401);
    const forged = await fetch(`${server.baseUrl}/file/info/open/${documentId}?expires=${Date.now() + 60_000}&signature=forged`);
    expect(((await forged.json()) as { code: number }).code).toBe(401);
  });

  it('with a session, a plain-text document is previewed in place, as data (nosniff, sandbox)', async () => {
    const response = await fetch(`${server.baseUrl}/file/info/open/${documentId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename\*=UTF-8''manual\.txt$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe('sandbox');
    expect(await response.text()).toBe('manual text, 手册');
  });

  it('a signed link (files.documentLink) opens the document without a session, for that document only', async () => {
    const link = await clientFor(server, token).files.documentLink({ id: documentId });
    if (!isSuccess(link)) throw new Error('no link');
    expect(link.data.expires).toBeGreaterThan(Date.now());
    const response = await fetch(`${server.baseUrl}${link.data.url}`);
    expect(await response.text()).toBe('manual text, 手册');
    const other = link.data.url.replace(`/open/${documentId}?`, '/open/999999?');
    expect(((await (await fetch(`${server.baseUrl}${other}`)).json()) as { code: number }).code).toBe(401);
    const result = await clientFor(server, token).files.openDocument({ id: documentId });
    if (!isBlobResult(result)) throw new Error(`refused: ${JSON.stringify(result)}`);
    expect(result.fileName).toBe('manual.txt');
  });

  it.each([
    ['page.html', 'text/html', '<script>window.pwned = 1</script>'],
    ['image.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>window.pwned = 1</script></svg>'],
    ['page.txt', 'application/xhtml+xml', '<html xmlns="http://www.w3.org/1999/xhtml"><script>1</script></html>'],
  ])('%s (%s) is never served inline: an attachment, nosniff, sandbox', async (name, type, text) => {
    const upload = await clientFor(server, token).files.upload({ files: new File([text], name, { type }), type: 'document' });
    if (!isSuccess(upload)) throw new Error('upload failed');
    const response = await fetch(`${server.baseUrl}/file/info/open/${String(upload.data.ids?.[0])}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe('sandbox');
  });

  it('a video or a missing file is not served', async () => {
    const video = await clientFor(server, token).files.upload({ files: new File(['x'], 'clip.mp4', { type: 'video/mp4' }) });
    const videoId = isSuccess(video) ? String(video.data.ids?.[0]) : '';
    expect((await call(server, 'GET', `/file/info/open/${videoId}`, { token })).body.code).toBe(500);
    expect((await call(server, 'GET', '/file/info/open/999999999', { token })).body.code).toBe(500);
  });

  it('a column cannot become its own parent or move under its own sub-column', async () => {
    const client = clientFor(server, token);
    await client.files.createColumn({ title: 'Parent column', sort: 1, parentId: 0 });
    const tree = async () => {
      const answer = await client.files.columnTree();
      return isSuccess(answer) ? answer.data : [];
    };
    const parent = (await tree()).find((c) => c.title === 'Parent column');
    await client.files.createColumn({ title: 'Child column', sort: 1, parentId: parent?.id });
    const child = (await tree()).find((c) => c.title === 'Parent column')?.children?.find((c) => c.title === 'Child column');
    expect(child).toBeDefined();
    const own = await call(server, 'PUT', '/manager/file', { token, json: { id: parent?.id, parentId: parent?.id } });
    expect(own.body).toMatchObject({ code: 500, msg: 'A column cannot be its own parent', field: 'parentId' });
    const under = await call(server, 'PUT', '/manager/file', { token, json: { id: parent?.id, parentId: child?.id } });
    expect(under.body).toMatchObject({ code: 500, msg: 'A column cannot move under one of its own sub-columns', field: 'parentId' });
    expect((await call(server, 'PUT', '/manager/file', { token, json: { id: child?.id, parentId: 0, title: 'Child column' } })).body.code).toBe(200);
    expect((await tree()).some((c) => c.title === 'Child column')).toBe(true);
  });
});
