import type { RuntimeSettings, SettingsReading } from '@vigil/sdk/settings';

/** The deployment's settings file, beside index.html: one build serves every site (docs/console.md). */
export const SETTINGS_FILE = 'config.json';

let current: RuntimeSettings = {};

/** The settings in force: the file's, once `loadRuntimeSettings` has read it; the build's defaults fill the rest. */
export function runtimeSettings(): RuntimeSettings {
  return current;
}

/** Tests put settings in force without a file. */
export function setRuntimeSettingsForTest(settings: RuntimeSettings): void {
  current = settings;
}

const isEmptyObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;

const noFile = (why: string): SettingsReading => {
  console.info(`[vigil] ${SETTINGS_FILE}: ${why}; the build's defaults apply`);
  return { ok: true, settings: {} };
};

/**
 * Reads the settings file once, before the app starts. No file (404, or a web server's SPA fallback answering HTML,
 * or no answer at all) keeps the build's defaults; a file that is not JSON or breaks the schema is refused with every
 * bad key named, so the start-up can show them instead of a blank page.
 */
export async function loadRuntimeSettings(url: string, fetchFn: typeof fetch = (...args) => globalThis.fetch(...args)): Promise<SettingsReading> {
  let response: Response;
  try {
    response = await fetchFn(url, { cache: 'no-cache', credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    return noFile('not reachable');
  }
  if (!response.ok) return noFile(`HTTP ${response.status}`);
  if ((response.headers.get('content-type') ?? '').includes('text/html')) return noFile('answered with a page, not a file');
  let raw: unknown;
  try {
    raw = JSON.parse(await response.text());
  } catch {
    return { ok: false, problems: [{ key: '(file)', message: 'not valid JSON' }] };
  }
  // The shipped file is `{}`: only a site's own settings load the schema, which /login otherwise does without.
  if (isEmptyObject(raw)) return { ok: true, settings: {} };
  const { readRuntimeSettings, extendWireCodes } = await import('@vigil/sdk/settings');
  const reading = readRuntimeSettings(raw);
  if (reading.ok) current = reading.settings;
  // The site's extra wire codes join the sdk's tables before the first answer is read.
  if (reading.ok && reading.settings.wireCodes) {
    const refused = extendWireCodes(reading.settings.wireCodes);
    if (refused.length > 0) console.warn(`[vigil] ${SETTINGS_FILE}: wireCodes naming no meaning of the console were left out`, refused);
  }
  return reading;
}
