import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1']);

/** The name of a Host header without its port (`[::1]:4010` → `::1`, `localhost:4010` → `localhost`). */
export function hostNameOf(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(1, trimmed.indexOf(']'));
  return trimmed.replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * Whether a request's Host names this server as it listens (`listenHost`): the listen name itself, a loopback name,
 * or any IP literal (a server on 0.0.0.0 is reached by its addresses). A DNS-rebound page sends its own domain name,
 * which is none of these. The port is not compared: a development proxy (Vite on :5173) forwards its own.
 */
export function isOwnHost(host: string, listenHost: string): boolean {
  const name = hostNameOf(host);
  if (name === '') return false;
  return name === hostNameOf(listenHost) || LOOPBACK_NAMES.has(name) || isIP(name) !== 0;
}

/** Compares a presented token with the expected one in constant time. */
export function sameSecret(presented: string, expected: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
