import { parseArgs } from 'node:util';
import { parseLatency } from './latency';
import { DIALECTS } from './dialect';
import { type MockServerOptions, OptionError, SEED_LOCALES } from './options';

export const USAGE = `Usage: vigil-mock [options]

A stateful mock of the whole Vigil backend (HTTP API and websockets).

Options:
  --host HOST            interface to listen on (default 127.0.0.1)
  --port PORT            port, 0 picks a free one (default 4010)
  --base PATH            API base path (default /api)
  --seed N               seed of the generated data (default 1)
  --latency MS|MIN-MAX   delay every API response (default 0)
  --alarm-interval MS    push a generated alarm every MS on /ws/alarm, 0 = off (default 0)
  --data FILE            persist the state to FILE across restarts
  --static DIR           also serve a built console from DIR (SPA fallback)
  --static-base PATH     URL prefix of the static console (default /)
  --captcha on|off       require the login captcha (default on)
  --locale zh-CN|en      language of the seeded records (default zh-CN)
  --products all|CODES   products enabled in the seed: all, or catalogue codes separated by commas
                         (e.g. house,flame,hat; default: the home alarm only)
  --cors ORIGIN          allow a console on ORIGIN (e.g. http://localhost:5173) to call the API; repeatable.
                         Off by default: the console is served same-origin. Never applies to /__mock/.
  --control-token TOKEN  require header X-Mock-Control-Token: TOKEN on every /__mock/ call (default: none)
  --session-idle MIN     end a session unused for MIN minutes (default 30, RuoYi's token.expireTime)
  --payment-ttl MS       how long a recharge QR code can be paid (default 120000, the sdk's PAYMENT_QR_TTL_MS)
  --dialect vigil|ruoyi  answer in vigil-mock's own words (default) or as a RuoYi-family vendor backend does:
                         integer and dictionary codes, null for empty columns, paging from request parameters only
                         (default 1 and 10), messages in Chinese
  --stock-ruoyi          serve the system lists of users, roles, menus, notices and departments as a stock RuoYi-Vue
                         3.x does: GET with query parameters only (their POST forms answer 404), and answer the
                         vendor's product list, unread count and system names with HTTP 404, as it lacks them
  --strict               check every answer against the sdk's response schemas (a mismatch answers code 500)
  -h, --help             print this help
`;

export type CliCommand = { kind: 'help' } | { kind: 'start'; options: MockServerOptions };

/** Parses argv (without node and script). Throws OptionError with a message fit for the terminal. */
export function parseCliArgs(argv: readonly string[]): CliCommand {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse(argv).values;
  } catch (error) {
    throw new OptionError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return { kind: 'help' };
  const options: MockServerOptions = {};
  if (values.host !== undefined) options.host = values.host;
  if (values['control-token'] !== undefined) options.controlToken = values['control-token'];
  if (values.port !== undefined) options.port = integer('--port', values.port);
  if (values.base !== undefined) options.base = values.base;
  if (values.seed !== undefined) options.seed = integer('--seed', values.seed);
  if (values.latency !== undefined) options.latency = wrap('--latency', () => parseLatency(values.latency ?? ''));
  if (values['alarm-interval'] !== undefined) options.alarmInterval = integer('--alarm-interval', values['alarm-interval']);
  if (values.data !== undefined) options.data = values.data;
  if (values.static !== undefined) options.static = values.static;
  if (values['static-base'] !== undefined) options.staticBase = values['static-base'];
  if (values.captcha !== undefined) {
    if (values.captcha !== 'on' && values.captcha !== 'off')
      throw new OptionError(`--captcha must be on or off, got "${values.captcha}"`);
    options.captcha = values.captcha === 'on';
  }
  if (values.strict) options.validateResponses = true;
  if (values['stock-ruoyi']) options.stockRuoyi = true;
  if (values.locale !== undefined) {
    const locale = SEED_LOCALES.find((known) => known.toLowerCase() === values.locale?.toLowerCase());
    if (!locale) throw new OptionError(`--locale must be ${SEED_LOCALES.join(' or ')}, got "${values.locale}"`);
    options.locale = locale;
  }
  if (values.cors !== undefined) options.cors = values.cors;
  if (values.dialect !== undefined) {
    const dialect = DIALECTS.find((known) => known === values.dialect?.toLowerCase());
    if (!dialect) throw new OptionError(`--dialect must be ${DIALECTS.join(' or ')}, got "${values.dialect}"`);
    options.dialect = dialect;
  }
  if (values['payment-ttl'] !== undefined) {
    const ttl = integer('--payment-ttl', values['payment-ttl']);
    if (ttl < 1) throw new OptionError(`--payment-ttl must be at least 1 ms, got "${values['payment-ttl']}"`);
    options.paymentTtlMs = ttl;
  }
  if (values['session-idle'] !== undefined) {
    const minutes = integer('--session-idle', values['session-idle']);
    if (minutes < 1) throw new OptionError(`--session-idle must be at least 1 minute, got "${values['session-idle']}"`);
    options.sessionIdleMinutes = minutes;
  }
  if (values.products !== undefined) {
    const codes = values.products.split(',').map((code) => code.trim()).filter(Boolean);
    options.products = codes.length === 1 && codes[0]?.toLowerCase() === 'all' ? 'all' : codes;
  }
  return { kind: 'start', options };
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      base: { type: 'string' },
      seed: { type: 'string' },
      latency: { type: 'string' },
      'alarm-interval': { type: 'string' },
      data: { type: 'string' },
      static: { type: 'string' },
      'static-base': { type: 'string' },
      captcha: { type: 'string' },
      strict: { type: 'boolean' },
      'stock-ruoyi': { type: 'boolean' },
      locale: { type: 'string' },
      cors: { type: 'string', multiple: true },
      products: { type: 'string' },
      'payment-ttl': { type: 'string' },
      'session-idle': { type: 'string' },
      'control-token': { type: 'string' },
      dialect: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

function integer(flag: string, text: string): number {
  if (!/^-?\d+$/.test(text.trim())) throw new OptionError(`${flag} must be an integer, got "${text}"`);
  return Number(text);
}

function wrap<T>(flag: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new OptionError(`${flag}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
