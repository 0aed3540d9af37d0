/** ICU's literal and simple-argument element types (`TYPE` of @formatjs/icu-messageformat-parser). */
const LITERAL = 0;
const ARGUMENT = 1;

type Values = Record<string, unknown> | undefined;

/**
 * The text of a message with nothing but text and `{name}` arguments given as strings or numbers, formatted as
 * IntlMessageFormat would; null for anything else (plurals, selects, dates, tags, quoting, a missing or rich value),
 * which the formatter handles. Most messages are simple, and a formatter costs a locale resolution to make, a good
 * part of a page's first render (issue #24). Catalog strings (dev and tests) qualify only without ICU syntax; the
 * build's precompiled ASTs are read element by element.
 */
export function simpleMessage(message: unknown, values: Values): string | null {
  if (typeof message === 'string') return /[{}'<]/.test(message) ? null : message;
  if (!Array.isArray(message)) return null;
  let text = '';
  for (const element of message as unknown[]) {
    if (typeof element !== 'object' || element === null) return null;
    const { type, value } = element as { type?: unknown; value?: unknown };
    if (typeof value !== 'string') return null;
    if (type === LITERAL) text += value;
    else if (type === ARGUMENT) {
      const given = values?.[value];
      if (typeof given !== 'string' && typeof given !== 'number') return null;
      text += String(given);
    } else return null;
  }
  return text;
}
