/** Business constants and limits of spec §9 (and the few of §3/§5 the console needs by name). */

/** Live alarm list: at most 15 entries, newest first; same sn + alarm type replaces the older one. */
export const ALARM_FEED_CAP = 15;
/** Websocket reconnects: 5 attempts in total (at most 4 further attempts). */
export const SOCKET_RETRY_LIMIT = 5;
/** Reconnect delay step: attempt n waits n × step. */
export const SOCKET_RETRY_STEP_MS = Object.freeze({ regular: 2000, public: 1000 });
/** Sending while disconnected is retried after 500 ms × attempt (spec §7). */
export const SEND_RETRY_STEP_MS = 500;

export const SIDEBAR_WIDTH_PX = 210;
/** Below this window width the layout is in mobile mode. */
export const MOBILE_BREAKPOINT_PX = 992;
export const DRAWER_WIDTH = '20%';

/** Batch device import: at most 500 KB (KiB), xlsx or xls only. */
export const IMPORT_MAX_BYTES = 500 * 1024;
export const IMPORT_EXTENSIONS = Object.freeze(['xlsx', 'xls'] as const);
/** Largest JSON or form request body (uploads declare their own `maxBytes` in the endpoint table). */
export const REQUEST_BODY_MAX_BYTES = 1024 * 1024;
/** Largest upload of the file library (all files of one request together). */
export const FILE_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** Files of one file-library upload at most. */
export const FILE_UPLOAD_MAX_FILES = 10;
/** Largest organisation logo. */
export const LOGO_MAX_BYTES = 256 * 1024;
/** Largest recharge, in yuan. */
export const RECHARGE_MAX_YUAN = 100_000;
/**
 * How long a recharge's QR code (its payment order) can be paid: two minutes from `/wechat/pay`. Past `expiresAt`
 * (= creation + this) the order is `expired` and the console offers a new code (spec §4). vigil-mock's default;
 * its `--payment-ttl MS` shortens it for tests.
 */
export const PAYMENT_QR_TTL_MS = 120_000;
export const SYSTEM_NAME_MAX = 8;
export const VIDEO_TITLE_MAX = 10;
export const ACCOUNT_LENGTH = Object.freeze({ min: 2, max: 20 });
export const PASSWORD_LENGTH = Object.freeze({ min: 5, max: 20 });
/** Longest image-captcha answer accepted before sending (RuoYi's captchas answer in a few characters). */
export const CAPTCHA_ANSWER_MAX = 10;
/** Minimum recording length (spec §5). */
export const RECORDING_MIN_SECONDS = 3;
/** An SMS verification code is valid for two minutes (spec §5). */
export const SMS_CODE_VALID_MS = 2 * 60 * 1000;

/** Fence alarm frequency choices in minutes; 0 means unlimited. */
export const FENCE_ALARM_FREQUENCIES = Object.freeze([0, 1, 5, 10, 30, 60] as const);
/** Statistics ranges in days. */
export const STATISTICS_RANGES = Object.freeze([1, 7, 30] as const);
/** Time-range presets of history queries. */
export const TIME_RANGES = Object.freeze(['lastWeek', 'lastMonth', 'lastThreeMonths'] as const);
/**
 * History buckets (`sensors.historyBuckets`, a Vigil extension): the smallest bucket is the readings' own minute,
 * and one answer holds at most HISTORY_MAX_BUCKETS buckets per probe (a chart as wide as a 4K screen).
 */
export const HISTORY_BUCKET_MIN_SECONDS = 60;
export const HISTORY_MAX_BUCKETS = 4000;
/** Alarm images and videos are kept one month. */
export const ALARM_MEDIA_RETENTION_MONTHS = 1;

/** Request timeouts per class, in ms: 60 s; 300 s for uploads, downloads, gas index; 1,800 s for exports. */
export const TIMEOUTS = Object.freeze({ default: 60_000, transfer: 300_000, export: 1_800_000 });

/** Error toasts (spec §8). */
export const SERVER_ERROR_TOAST_MS = 3000;
export const TRANSPORT_ERROR_TOAST_MS = 5000;

/** Helmet alarm thresholds (spec §5): inclusive ranges per gas. */
export const HELMET_THRESHOLDS = Object.freeze({
  combustible: Object.freeze({ min: 0, max: 20 }),
  carbonMonoxide: Object.freeze({ min: 0, max: 150 }),
  hydrogenSulfide: Object.freeze({ min: 0, max: 15 }),
  toluene: Object.freeze({ min: 0, max: 15 }),
  ammonia: Object.freeze({ min: 0, max: 15 }),
});

/** Byte sizes are shown with base 1024. */
export const BYTE_UNIT_BASE = 1024;
/** Member amounts are in yuan. */
export const CURRENCY = 'CNY';
/** Permission that grants everything. */
export const WILDCARD_PERMISSION = '*:*:*';
/** Cookie holding the session token (spec §3). */
export const TOKEN_COOKIE = 'za_token';
/** Product id of the home alarm, the one enabled catalogue entry. */
export const HOUSE_PRODUCT_ID = '15144628';
/**
 * A device whose latest report is older than this is stale ("数据超时" on the real-time page) and, for the backend,
 * offline. The spec gives no figure; devices push at most every few minutes (the alarm push frequency is set in
 * minutes), so five minutes of silence means a device that missed at least one report, not one between two reports.
 */
export const STALE_AFTER_MS = 5 * 60_000;

/**
 * The default system names (spec §3 System info, §9 "a Chinese name and an English name"), each within
 * SYSTEM_NAME_MAX: what the console's header shows and vigil-mock's system config answers until an organisation names
 * its own (and what restoring the defaults brings back).
 */
export const DEFAULT_SYSTEM_NAMES = Object.freeze({ name: '智安云监测平台', nameEn: 'Vigil' });
