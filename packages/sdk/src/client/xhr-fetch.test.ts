import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from './create-client';
import { AbortedError } from './errors';

/** A stand-in XMLHttpRequest: records what is sent, reports half the body, then the whole, then answers. */
class FakeXhr {
  static last: FakeXhr | undefined;
  static hold = false;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: Blob | null = null;
  status = 0;
  statusText = '';
  responseType = '';
  response: Blob | null = null;
  aborted = false;
  upload: { onprogress?: (event: { loaded: number; total: number; lengthComputable: boolean }) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
    FakeXhr.last = this;
  }
  setRequestHeader(key: string, value: string) {
    this.headers[key] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  abort() {
    this.aborted = true;
  }
  send(body: Blob | null) {
    this.body = body;
    if (FakeXhr.hold) return;
    const total = body?.size ?? 0;
    this.upload.onprogress?.({ loaded: Math.floor(total / 2), total, lengthComputable: true });
    this.upload.onload?.();
    this.status = 200;
    this.statusText = 'OK';
    this.response = new Blob([JSON.stringify({ code: 200, msg: 'ok', data: { fileName: 'notes.txt', ids: [7] } })], { type: 'application/json' });
    this.onload?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.hold = false;
  FakeXhr.last = undefined;
});

const client = () => createClient({ baseUrl: 'http://vigil.test/api', getToken: () => 'token-1' });

describe('onUploadProgress (XMLHttpRequest, where it exists)', () => {
  it('reports the bytes sent and answers like any call, with the token and the multipart body', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: { sentBytes: number; totalBytes: number }[] = [];
    const result = await client().files.upload({ files: new File(['hello vigil'], 'notes.txt', { type: 'text/plain' }) }, { onUploadProgress: (progress) => seen.push(progress) });
    expect(result).toMatchObject({ code: 200, data: { ids: [7] } });
    const sent = FakeXhr.last;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('http://vigil.test/api/file/info/uploads');
    expect(sent?.headers.authorization).toBe('Bearer token-1');
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const total = sent?.body?.size ?? 0;
    expect(await sent?.body?.text()).toContain('hello vigil');
    expect(seen).toEqual([
      { sentBytes: Math.floor(total / 2), totalBytes: total },
      { sentBytes: total, totalBytes: total },
    ]);
  });

  it('cancels through the signal: the request is aborted and the call rejects with AbortedError', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.hold = true;
    const controller = new AbortController();
    const call = client().files.upload({ files: new File(['x'], 'x.txt') }, { signal: controller.signal, onUploadProgress: () => undefined });
    await vi.waitFor(() => expect(FakeXhr.last?.body).toBeInstanceOf(Blob));
    controller.abort();
    await expect(call).rejects.toBeInstanceOf(AbortedError);
    expect(FakeXhr.last?.aborted).toBe(true);
  });
});
