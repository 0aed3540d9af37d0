import type { Context } from 'hono';
import { directText } from './body-limit';
import { TransportError } from './errors';

/** Parses a JSON body; an empty body reads as `empty`, anything unparsable is an HTTP 400. */
export async function readJson(c: Context, empty: unknown = {}): Promise<unknown> {
  const text = (await directText(c)) ?? (await c.req.text());
  if (text.trim() === '') return empty;
  try {
    // Own `__proto__` keys would re-prototype stored rows when merged; they are dropped. Only a text that spells it,
    // or escapes a character (`\u005f_proto__`), can hold one: the rest skip the per-key reviver.
    if (!text.includes('__proto__') && !text.includes('\\u')) return JSON.parse(text);
    return JSON.parse(text, (key, value: unknown) => (key === '__proto__' ? undefined : value));
  } catch (error) {
    throw new TransportError(400, 'request.malformedJson', { detail: (error as Error).message });
  }
}

/** Parses an urlencoded or multipart body into fields (repeated fields become arrays; files stay File). */
export async function readForm(c: Context, expect: 'form' | 'multipart'): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  const text = expect === 'form' && !type.includes('multipart/');
  if (text && type !== '' && !type.includes('application/x-www-form-urlencoded')) {
    // A JSON body sent to a form call: accept it, browsers' clients differ in what they send.
    if (type.includes('application/json')) return asRecord(await readJson(c));
    throw new TransportError(400, 'request.expectedForm', { type });
  }
  if (!text && !type.includes('multipart/form-data')) {
    throw new TransportError(400, 'request.expectedMultipart', { type: type || 'none' });
  }
  try {
    const parsed = await c.req.parseBody({ all: true });
    return { ...parsed };
  } catch (error) {
    throw new TransportError(400, 'request.unreadableForm', { detail: (error as Error).message });
  }
}

function asRecord(value: unknown): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  throw new TransportError(400, 'request.notObject');
}
