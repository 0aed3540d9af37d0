import * as z from 'zod/mini';

/**
 * A deployment's runtime settings: the file a site puts beside the built console's `index.html` (`config.json`), read
 * once before the app starts, so one build serves every site. Every key is optional; an absent key keeps the build's
 * default. Unknown keys are refused, so a misspelt key is named instead of silently ignored.
 */

/** An absolute http(s) URL, or a path on the console's own origin (`/api`, `/prod-api`). */
const urlOrPath = z.string().check(
  z.refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), { message: 'expected a path starting with / or an http(s) URL' }),
);

/** A socket URL: absolute ws(s), or a path on the page's host (`/ws/alarm`). */
const socketUrlOrPath = z.string().check(
  z.refine((value) => value.startsWith('/') || /^wss?:\/\//.test(value), { message: 'expected a path starting with / or a ws(s) URL' }),
);

const httpUrl = z.string().check(z.refine((value) => /^https?:\/\//.test(value) || value.startsWith('/'), { message: 'expected an http(s) URL or a path' }));

/** How a backend serves one call, where it differs from the spec's (a stock RuoYi-Vue serves its system lists on GET). */
export const callOverrideSchema = z.strictObject({
  method: z.optional(z.enum(['GET', 'POST', 'PUT', 'DELETE'])),
  encoding: z.optional(z.enum(['none', 'query', 'json', 'form', 'multipart'])),
  /** Another path, relative to the API base, in the table's syntax (`/system/user/list`). */
  path: z.optional(z.string().check(z.refine((value) => value.startsWith('/'), { message: 'expected a path starting with /' }))),
});
export type CallOverride = z.infer<typeof callOverrideSchema>;

/** A field's wire codes: each code as the backend sends it → the console's value for it. */
const wireCodeTableSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

export const runtimeSettingsSchema = z.strictObject({
  /** The backend's API base: `/api` (the default, proxied by the web server) or an absolute URL. */
  apiBase: z.optional(urlOrPath),
  /** The two sockets of spec §7 (defaults `/ws/alarm` and `/ws/device` on the page's host). */
  sockets: z.optional(z.strictObject({ alarm: z.optional(socketUrlOrPath), device: z.optional(socketUrlOrPath) })),
  /** Map tiles: a Leaflet URL template; none draws the blank map (no network). */
  map: z.optional(
    z.strictObject({
      tileUrl: z.optional(z.nullable(httpUrl)),
      datum: z.optional(z.enum(['wgs84', 'gcj02'])),
      attribution: z.optional(z.string()),
    }),
  ),
  /** Where the QR codes and the download page point. */
  downloads: z.optional(z.strictObject({ android: z.optional(httpUrl), miniProgram: z.optional(httpUrl) })),
  /** The language a first-time visitor gets (a stored choice wins). */
  language: z.optional(z.enum(['zh-CN', 'en'])),
  /** The site's system names, shown until the backend's own (GET /ssc/config/sysInfo) arrive. */
  systemNames: z.optional(z.strictObject({ zh: z.optional(z.string().check(z.minLength(1))), en: z.optional(z.string().check(z.minLength(1))) })),
  /** Extra wire codes per coded field (`{"device.status": {"5": "offline"}}`), added to the sdk's tables. */
  wireCodes: z.optional(z.record(z.string(), wireCodeTableSchema)),
  /** Origins the video streams come from (the media server's `https://…` or `wss://…`), allowed by the page's CSP. */
  streamOrigins: z.optional(z.array(z.string().check(z.refine((value) => /^(https?|wss?):\/\/[^/]+$/.test(value), { message: 'expected an origin such as https://media.example.com' })))),
  /** Who may frame the console (CSP `frame-ancestors`): none by default. */
  frameAncestors: z.optional(z.array(z.string().check(z.minLength(1)))),
  /** Per call (by endpoint id, `users.list`), how this backend serves it. */
  calls: z.optional(z.record(z.string(), callOverrideSchema)),
});
export type RuntimeSettings = z.infer<typeof runtimeSettingsSchema>;

/** One reason the settings file was refused: the key (dotted path, `map.datum`) and what was wrong with it. */
export interface SettingsProblem {
  key: string;
  message: string;
}

export type SettingsReading = { ok: true; settings: RuntimeSettings } | { ok: false; problems: SettingsProblem[] };

const keyOf = (path: readonly PropertyKey[]): string => (path.length === 0 ? '(file)' : path.map(String).join('.'));

/**
 * Reads a parsed settings file. `undefined` (no file) is the empty settings. Every problem is named by its key; an
 * unknown key is named itself (`mapp`), not its parent.
 */
export function readRuntimeSettings(raw: unknown): SettingsReading {
  if (raw === undefined) return { ok: true, settings: {} };
  const result = runtimeSettingsSchema.safeParse(raw);
  if (result.success) return { ok: true, settings: result.data };
  const problems = result.error.issues.flatMap((issue): SettingsProblem[] =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ key: keyOf([...issue.path, key]), message: 'unknown key' }))
      : [{ key: keyOf(issue.path), message: issue.message }],
  );
  return { ok: false, problems };
}
