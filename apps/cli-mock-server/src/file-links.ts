import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MockContext } from './context';

/** How long a signed document link opens the document (a link to hand on, not a permanent address). */
export const DOCUMENT_LINK_TTL_MS = 10 * 60_000;

/** One secret per running server: links die with it, and no one can sign without it. */
const secrets = new WeakMap<MockContext, Buffer>();
const secretOf = (context: MockContext): Buffer => {
  let secret = secrets.get(context);
  if (!secret) {
    secret = randomBytes(32);
    secrets.set(context, secret);
  }
  return secret;
};

const sign = (context: MockContext, id: string, expires: number): string => createHmac('sha256', secretOf(context)).update(`${id}.${expires}`).digest('base64url');

/** A signed query (`expires`, `signature`) opening document `id` until `expires` (epoch ms). */
export function signDocumentLink(context: MockContext, id: string): { expires: number; query: string } {
  const expires = context.now() + DOCUMENT_LINK_TTL_MS;
  return { expires, query: `expires=${expires}&signature=${sign(context, id, expires)}` };
}

/** Whether the query signs document `id` and has not expired. */
export function isSignedDocumentLink(context: MockContext, id: string, query: Record<string, unknown>): boolean {
  const expires = Number(query.expires);
  const signature = typeof query.signature === 'string' ? Buffer.from(query.signature) : undefined;
  if (!Number.isFinite(expires) || expires < context.now() || expires > context.now() + DOCUMENT_LINK_TTL_MS || !signature) return false;
  const expected = Buffer.from(sign(context, id, expires));
  return signature.length === expected.length && timingSafeEqual(signature, expected);
}
