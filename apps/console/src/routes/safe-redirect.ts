const PROBE_ORIGIN = 'http://vigil.invalid';

/**
 * The `redirect` query value as a same-origin path, or null. Refuses anything a browser could
 * resolve to another origin or a script: `//evil`, `/\evil`, `http://…`, `javascript:…`, and
 * control characters (browsers strip tabs/newlines, which can turn `/\t/evil` into `//evil`).
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value === '') return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (value.includes('\\') || /[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
