/** `YYYY-MM-DD HH:mm:ss` in UTC+8, the backend's wire format for times. */
export function formatTime(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Parses the wire format (or ISO / epoch ms); undefined when unreadable. */
export function parseTime(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const wire = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(value.trim());
  const ms = wire ? Date.parse(`${wire[1]}T${wire[2]}+08:00`) : Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}
