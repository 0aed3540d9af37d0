/**
 * Embedding the Vigil SDK in your own dashboard: run it against any Vigil backend (the mock included):
 *
 *   VIGIL_BASE_URL=http://127.0.0.1:4010/api VIGIL_USER=admin VIGIL_PASSWORD=admin123 \
 *     npx -y pnpm@10.34.8 --filter @vigil/sdk run example
 *
 * Every step below is what a third-party page does: its own token storage, its own toasts and dialogs wired to
 * `client.events`, its own headers and locale, per-call timeouts and cancellation.
 */
import {
  type VigilClient,
  createClient,
  formatDuration,
  hasPermission,
  isBlobResult,
  isResponseValidationError,
  isSuccess,
  isTimeoutError,
  isTransportError,
} from '@vigil/sdk';

export interface EmbedOptions {
  baseUrl: string;
  username: string;
  password: string;
  locale?: string;
  /** Where the dashboard shows things; the console prints them. */
  log?: (line: string) => void;
  fetch?: typeof fetch;
}

export async function runEmbedExample(options: EmbedOptions): Promise<{ client: VigilClient; lines: string[] }> {
  const lines: string[] = [];
  const log = (line: string) => {
    lines.push(line);
    options.log?.(line);
  };

  // 1. Your own token storage (cookie, memory, secure storage…): the SDK only asks for it.
  let token: string | undefined;
  const client = createClient({
    baseUrl: options.baseUrl,
    getToken: () => token,
    locale: options.locale ?? 'zh-CN',
    headers: { 'X-Embedded-By': 'acme-dashboard' },
    timeouts: { default: 15_000 },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  // 2. Spec §8 events → your own UI.
  client.events.on('sessionExpired', () => {
    log('dialog: session expired, please log in again');
    token = undefined;
  });
  client.events.on('serverError', ({ code, message, toastMs }) => log(`toast(${toastMs} ms): server error ${code} ${message}`));
  client.events.on('transportError', ({ message, toastMs }) => log(`toast(${toastMs} ms): network problem: ${message}`));

  // 3. Log in, keep the token.
  const login = await client.auth.login({ username: options.username, password: options.password });
  if (!isSuccess(login)) {
    log(`login refused: ${login.msg ?? login.code}`);
    return { client, lines };
  }
  token = login.token;

  // 4. Typed, validated calls.
  const info = await client.auth.getInfo();
  if (isSuccess(info)) {
    log(`user ${info.user.userName}, ${info.permissions.length} permission(s)`);
    log(`may export alarms: ${hasPermission(info.permissions, ['alarm:export', 'alarm:list'])}`);
  }
  const unread = await client.notices.unreadCount({ status: '0' });
  if (isSuccess(unread)) log(`unread notices: ${unread.data}`);

  // 5. Per-call timeout and cancellation (e.g. when the widget unmounts).
  const controller = new AbortController();
  try {
    const devices = await client.sensors.list({ productId: '15144628', pageNum: 1, pageSize: 10 }, { timeout: 10_000, signal: controller.signal });
    if (isSuccess(devices)) log(`home alarms: ${devices.total} device(s), first ${devices.rows[0]?.imei ?? '-'}`);
  } catch (error) {
    if (isTimeoutError(error)) log('device list timed out');
    else if (isResponseValidationError(error)) log(`backend answered an unexpected shape at ${error.path}`);
    else if (!isTransportError(error)) throw error;
  }

  // 6. Exports come back as a Blob with the server's file name.
  const exported = await client.alarms.export({ productId: '15144628' });
  if (isBlobResult(exported)) log(`export ready: ${exported.fileName ?? 'alarms.xlsx'} (${exported.blob.size} bytes)`);

  log(`uptime shown as ${formatDuration(93_784, options.locale ?? 'zh-CN')}`);
  return { client, lines };
}

// Run directly: `node --import tsx examples/embed.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  runEmbedExample({
    baseUrl: process.env.VIGIL_BASE_URL ?? 'http://127.0.0.1:4010/api',
    username: process.env.VIGIL_USER ?? 'admin',
    password: process.env.VIGIL_PASSWORD ?? 'admin123',
    locale: process.env.VIGIL_LOCALE ?? 'zh-CN',
    log: (line) => console.log(line),
  }).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
