import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type VigilClient } from '@vigil/sdk';
import { afterAll, beforeAll } from 'vitest';
import { type MockServerOptions, type RunningMockServer, startMockServer } from '../src/index';

/**
 * With VIGIL_MOCK_CHECK_JOURNAL=1 every test server keeps its state in a --data file and checks each journal line
 * against the live state: the whole suite then shows that every change a handler makes is recorded.
 */
let checkedData = 0;
const checkFolder = process.env.VIGIL_MOCK_CHECK_JOURNAL === '1' ? mkdtempSync(join(tmpdir(), 'vigil-mock-check-')) : undefined;

/** A server for one test file: strict response checking, diagnostics collected instead of printed. */
export async function startTestServer(options: MockServerOptions = {}): Promise<RunningMockServer & { logs: string[] }> {
  const logs: string[] = [];
  const data = options.data ?? (checkFolder ? join(checkFolder, `state-${process.pid}-${++checkedData}.json`) : undefined);
  const server = await startMockServer({ port: 0, validateResponses: true, log: (line) => logs.push(line), ...options, ...(data ? { data } : {}) });
  return Object.assign(server, { logs });
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** What most test files keep for their tests: a server of their own, an admin session on it and a client for it. */
export interface AdminSession {
  server: TestServer;
  token: string;
  client: VigilClient;
}

/**
 * For the enclosing describe block: before its tests, starts a server (with `options`) and signs in as admin through
 * the captcha flow, then hands the session to `use` (which keeps what the tests read, and may set up more); after
 * them, closes the server.
 */
export function signedInAdmin(use: (session: AdminSession) => unknown, options: MockServerOptions = {}): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
    const token = await login(server, 'admin', 'admin123');
    await use({ server, token, client: clientFor(server, token) });
  });
  afterAll(() => server?.close());
}

export interface Envelope {
  code: number;
  msg?: string;
  [key: string]: unknown;
}

/** Raw HTTP against the server (for what the sdk client would refuse to send). */
export async function call(server: RunningMockServer, method: string, path: string, init: { token?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {}): Promise<{ status: number; body: Envelope }> {
  // English by default, so assertions read the English catalogue; a test of the language passes its own header.
  const headers: Record<string, string> = { 'accept-language': 'en', ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body = init.body;
  // The control API takes only JSON bodies (a reset or refresh-tip sends `{}`), as any control client does.
  const json = init.json === undefined && init.body === undefined && method === 'POST' && path.startsWith('/__mock') ? {} : init.json;
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  }
  const response = await fetch(`${path.startsWith('/__mock') ? server.url : server.baseUrl}${path}`, { method, headers, body });
  return { status: response.status, body: (await response.json()) as Envelope };
}

/** Signs in through the real captcha flow (captcha answer read from the control API). */
export async function login(server: RunningMockServer, username: string, password: string): Promise<string> {
  const captcha = await call(server, 'GET', '/captchaImage');
  const uuid = String(captcha.body.uuid);
  const answer = await call(server, 'GET', `/__mock/captcha/${uuid}`);
  const code = String((answer.body.data as { answer: string }).answer);
  const result = await call(server, 'POST', '/login', { json: { username, password, code, uuid } });
  if (result.body.code !== 200) throw new Error(`login failed: ${result.body.msg}`);
  return String(result.body.token);
}

/** The id of the newest alarm `token` sees that has no work order yet: what a dispatch (POST /sensor/alarm/addGd) names. */
export async function undispatchedAlarmId(server: RunningMockServer, token: string): Promise<number> {
  const alarms = await call(server, 'POST', '/sensor/alarm/list', { token, json: { dispatched: 'false', pageNum: 1, pageSize: 1 } });
  const alarm = (alarms.body.rows as { id: number; dispatched: boolean }[] | undefined)?.find((a) => !a.dispatched);
  if (!alarm) throw new Error('no alarm without a work order left');
  return alarm.id;
}

export function clientFor(server: RunningMockServer, token: string | undefined): VigilClient {
  return createClient({ baseUrl: server.baseUrl, getToken: () => token, locale: 'en' });
}

/** Polls `read` every 10 ms until it gives a value (not undefined or false); fails naming `what` after `ms`, a hang
 * detector only: generous, as a busy machine stretches what an idle one does in milliseconds. */
export async function waitFor<T>(read: () => T | undefined | false, what: string, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A member account as `/aplipay/account/list` answers it (amounts in yuan). */
export interface MemberAccount {
  userId: number;
  userName: string;
  balance: number;
  frozenAmount: number;
}

/** A multipart body (the `/wechat/confirmPay` and `/wechat/closePay` encoding, an upload's). */
export function formData(fields: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}
