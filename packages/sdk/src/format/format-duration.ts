const PARTS = [
  { seconds: 86_400, zh: '天', en: 'd' },
  { seconds: 3_600, zh: '小时', en: 'h' },
  { seconds: 60, zh: '分钟', en: 'm' },
  { seconds: 1, zh: '秒', en: 's' },
] as const;

/** Chinese for any `zh*` BCP 47 tag (zh, zh-CN, zh-Hans-CN, zh-TW…); English otherwise. */
function isChinese(locale: string): boolean {
  return /^zh(-|$)/i.test(locale.trim());
}

/**
 * Days, hours, minutes, seconds with zero parts omitted: zh "1天2小时3分钟4秒", en "1d 2h 3m 4s"; 0 → "0秒" / "0s".
 * Fractions are truncated to whole seconds; negative or non-finite input throws.
 */
export function formatDuration(seconds: number, locale: string): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) {
    throw new RangeError(`formatDuration: expected a non-negative finite number of seconds, got ${String(seconds)}`);
  }
  const chinese = isChinese(locale);
  let rest = Math.floor(seconds);
  const parts: string[] = [];
  for (const part of PARTS) {
    const count = Math.floor(rest / part.seconds);
    rest -= count * part.seconds;
    if (count > 0) parts.push(`${count}${chinese ? part.zh : part.en}`);
  }
  if (parts.length === 0) return chinese ? '0秒' : '0s';
  return parts.join(chinese ? '' : ' ');
}
