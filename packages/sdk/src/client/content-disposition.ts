/**
 * File name of a `Content-Disposition` header; RFC 5987 `filename*=UTF-8''…` wins over `filename=`,
 * since backends put the Chinese name there.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // Malformed percent-encoding: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  if (!plain) return undefined;
  const value = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? '').trim();
  try {
    // RuoYi sends URL-encoded names in the plain parameter too.
    return decodeURIComponent(value) || undefined;
  } catch {
    return value || undefined;
  }
}
