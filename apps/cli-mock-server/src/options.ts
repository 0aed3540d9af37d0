import { DEVICE_CATALOGUE, PAYMENT_QR_TTL_MS, REQUEST_BODY_MAX_BYTES } from '@vigil/sdk';
import { DIALECTS, type DialectName } from './dialect';
import type { Locale } from './i18n/messages';
import { type LatencyRange, parseLatency } from './latency';
import { SESSION_IDLE_MINUTES } from './session-activity';

/** The languages a seed can be written in (`--locale`). */
export const SEED_LOCALES: readonly Locale[] = ['zh-CN', 'en'];

/** Options of `startMockServer`, one for each CLI flag (plus a few injection points for tests). */
export interface MockServerOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** API base path, e.g. `/api`. */
  base?: string;
  seed?: number;
  /** Milliseconds, `min-max`, or a range. */
  latency?: number | string | LatencyRange;
  /** Milliseconds between generated alarms on the alarm sockets; 0 turns the feed off. */
  alarmInterval?: number;
  /** Persist the state to this JSON file. */
  data?: string;
  /** Serve a built console from this directory, with SPA fallback to index.html. */
  static?: string;
  /** URL prefix the static console is served under. */
  staticBase?: string;
  /** Captcha on login (default on). */
  captcha?: boolean;
  /** Check every response against the sdk's response schema; a mismatch answers code 500 (tests and dev). */
  validateResponses?: boolean;
  /**
   * Enforce spec §6: permissions (code 403) and data scope (default true). `false` is for benchmarks only, to measure
   * what the layer costs: every signed-in caller may then call and see everything.
   */
  enforceAccess?: boolean;
  /**
   * Largest accepted JSON or form body in bytes (API and control API); larger answers HTTP 413 before it is parsed.
   * Uploads follow their own limit, the sdk table's `maxBytes`.
   */
  maxBodyBytes?: number;
  /**
   * Origins (e.g. `http://localhost:5173`) allowed to call the API from a browser on another origin, with credentials.
   * Empty by default: the console is served same-origin. The control API never answers other origins.
   */
  cors?: readonly string[];
  /**
   * When set, every control API request (`/__mock/*`) must carry it in the `X-Mock-Control-Token` header (else 401):
   * for a mock reachable by others than its developer (a shared host, `--host 0.0.0.0`).
   */
  controlToken?: string;
  /** Language of the seeded records (names, titles, labels): zh-CN (default) or en. */
  locale?: Locale;
  /**
   * Products the seed starts with enabled: `all`, or catalogue codes (`house`, `flame`…; a code enables every product
   * that has it). Default: the catalogue's own (spec §1: the home alarm only).
   */
  products?: 'all' | readonly string[];
  /** Milliseconds between messages on a /ws/device socket. */
  deviceInterval?: number;
  /**
   * How long a recharge order (its QR code) can be paid, in ms (`--payment-ttl`); default the sdk's
   * PAYMENT_QR_TTL_MS (two minutes). Tests shorten it to see a code expire.
   */
  paymentTtlMs?: number;
  /**
   * How the API speaks (`--dialect`): `vigil` (default) in the sdk's own words, or `ruoyi` the way a RuoYi-family
   * vendor backend does (integer and dictionary codes, nulls, paging from request parameters only, Chinese messages).
   */
  dialect?: DialectName;
  /**
   * `--stock-ruoyi`: the five system lists the spec's vendor serves as POST forms (users, roles, menus, notices,
   * departments) are served as a stock RuoYi-Vue 3.x does, on GET with query parameters only (the sdk's
   * STOCK_RUOYI_CALLS); their POST forms then answer 404. Nor does it have the vendor's product list, unread count
   * or system names (STOCK_RUOYI_ABSENT_CALLS: HTTP 404).
   */
  stockRuoyi?: boolean;
  /**
   * Minutes a session may go unused before its token answers 401 (`--session-idle`); default RuoYi's 30
   * (`token.expireTime`). Sessions are never ended by their number.
   */
  sessionIdleMinutes?: number;
  /** Wall clock, injectable for tests. */
  now?: () => number;
  /** Where diagnostics go (default: stderr). */
  log?: (line: string) => void;
}

export type ResolvedOptions = Required<Omit<MockServerOptions, 'latency' | 'data' | 'static' | 'cors' | 'products' | 'controlToken'>> & {
  controlToken: string | undefined;
  /** Catalogue codes to enable; undefined: the catalogue default. */
  products: readonly string[] | undefined;
  latency: LatencyRange;
  cors: string[];
  data: string | undefined;
  static: string | undefined;
};

export class OptionError extends Error {
  override name = 'OptionError';
}

export function resolveOptions(options: MockServerOptions = {}): ResolvedOptions {
  const port = options.port ?? 4010;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new OptionError(`port must be 0-65535, got ${port}`);
  const alarmInterval = options.alarmInterval ?? 0;
  if (!Number.isFinite(alarmInterval) || alarmInterval < 0)
    throw new OptionError(`alarm interval must be >= 0 ms, got ${alarmInterval}`);
  const seed = options.seed ?? 1;
  if (!Number.isInteger(seed)) throw new OptionError(`seed must be an integer, got ${seed}`);
  const latency = options.latency ?? 0;
  const locale = options.locale ?? 'zh-CN';
  const paymentTtlMs = options.paymentTtlMs ?? PAYMENT_QR_TTL_MS;
  if (!Number.isInteger(paymentTtlMs) || paymentTtlMs < 1) throw new OptionError(`payment TTL must be a whole number of ms >= 1, got ${paymentTtlMs}`);
  const sessionIdleMinutes = options.sessionIdleMinutes ?? SESSION_IDLE_MINUTES;
  if (!Number.isInteger(sessionIdleMinutes) || sessionIdleMinutes < 1) throw new OptionError(`session idle time must be a whole number of minutes >= 1, got ${sessionIdleMinutes}`);
  const dialect = options.dialect ?? 'vigil';
  if (!DIALECTS.includes(dialect)) throw new OptionError(`dialect must be ${DIALECTS.join(' or ')}, got "${dialect}"`);
  if (!SEED_LOCALES.includes(locale)) throw new OptionError(`locale must be ${SEED_LOCALES.join(' or ')}, got "${locale}"`);
  return {
    host: options.host ?? '127.0.0.1',
    port,
    base: normalisePrefix(options.base ?? '/api'),
    seed,
    latency: typeof latency === 'object' ? latency : parseLatency(String(latency)),
    alarmInterval,
    data: options.data,
    static: options.static,
    staticBase: normalisePrefix(options.staticBase ?? '/'),
    captcha: options.captcha ?? true,
    validateResponses: options.validateResponses ?? false,
    enforceAccess: options.enforceAccess ?? true,
    maxBodyBytes: options.maxBodyBytes ?? REQUEST_BODY_MAX_BYTES,
    cors: (options.cors ?? []).map(origin),
    controlToken: options.controlToken === '' ? undefined : options.controlToken,
    locale,
    products: productCodes(options.products),
    deviceInterval: options.deviceInterval ?? 2000,
    paymentTtlMs,
    dialect,
    stockRuoyi: options.stockRuoyi ?? false,
    sessionIdleMinutes,
    now: options.now ?? Date.now,
    log: options.log ?? ((line) => process.stderr.write(`${line}\n`)),
  };
}

const CATALOGUE_CODES = [...new Set(DEVICE_CATALOGUE.map((entry) => entry.code))];

/** `all` → every catalogue code; a list → itself, each checked against the catalogue. */
function productCodes(products: MockServerOptions['products']): readonly string[] | undefined {
  if (products === undefined) return undefined;
  if (products === 'all') return CATALOGUE_CODES;
  const unknown = products.filter((code) => !CATALOGUE_CODES.includes(code));
  if (unknown.length > 0) throw new OptionError(`products must be all or catalogue codes (${CATALOGUE_CODES.join(', ')}), got "${unknown.join(',')}"`);
  if (products.length === 0) throw new OptionError('products must name at least one catalogue code');
  return [...new Set(products)];
}

/** An origin as browsers send it (`scheme://host[:port]`, no path); a trailing slash is forgiven. */
function origin(value: string): string {
  const trimmed = value.trim().replace(/\/$/, '');
  let parsed: URL | undefined;
  try {
    parsed = new URL(trimmed);
  } catch {
    parsed = undefined;
  }
  if (!parsed || parsed.origin !== trimmed) throw new OptionError(`cors origin must look like http://host:port, got "${value}"`);
  return trimmed;
}

/** `api/` → `/api`, `/` → `` (so it concatenates with paths that start with a slash). */
function normalisePrefix(prefix: string): string {
  const trimmed = prefix.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}
