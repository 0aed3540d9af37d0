import { createHash, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import type { MockState } from './state';

interface Cost {
  N: number;
  r: number;
  p: number;
}

/**
 * Stored passwords: `scrypt$N$r$p$salt$hash` (salt and hash in base64). N = 2^10, r = 8, p = 1 costs 1 MB and one to
 * three milliseconds: far below a production setting (OWASP suggests N = 2^17), chosen so that start-up, sign-ins (the
 * benchmark's login) and the test suites stay fast in a mock whose accounts are test accounts. Verification reads the
 * parameters from the stored value, so hashes written with other parameters still verify.
 */
const COST: Cost = { N: 2 ** 10, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const PREFIX = 'scrypt$';
/** A stored value may name a cost; one above this is refused rather than allowed to stall the server. */
const MAX_N = 2 ** 20;

function derive(password: string, salt: Buffer, cost: Cost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; the default cap (32 MB) would refuse the larger stored costs this file accepts.
  const options = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => scrypt(password, salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))));
}

const format = (salt: Buffer, key: Buffer) => `${PREFIX}${COST.N}$${COST.r}$${COST.p}$${salt.toString('base64')}$${key.toString('base64')}`;

export const isPasswordHash = (value: unknown): value is string => typeof value === 'string' && value.startsWith(PREFIX);

/** A new salted hash of a password (off the event loop). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return format(salt, await derive(password, salt, COST));
}

/** Whether a password matches a stored hash; a malformed or plain stored value never matches. */
export async function verifyPassword(password: string, stored: unknown): Promise<boolean> {
  if (!isPasswordHash(stored)) return false;
  const [N, r, p, salt, hash] = stored.slice(PREFIX.length).split('$');
  const cost = { N: Number(N), r: Number(r), p: Number(p) };
  if (!Number.isInteger(cost.N) || cost.N < 2 || cost.N > MAX_N || (cost.N & (cost.N - 1)) !== 0) return false;
  if (!(cost.r >= 1 && cost.r <= 32 && cost.p >= 1 && cost.p <= 16)) return false;
  const expected = Buffer.from(hash ?? '', 'base64');
  if (expected.length === 0 || !salt) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64'), cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const knownHashes = new Map<string, string>();

/**
 * The hash a documented password (a seeded account's, a new user's default) is stored with. Its salt comes from the
 * password, so the seed stays deterministic (same seed → same state) and each such password is hashed once per
 * process; accounts sharing a documented password share a hash, which gives nothing away.
 */
export function knownPasswordHash(password: string): string {
  let hash = knownHashes.get(password);
  if (!hash) {
    const salt = createHash('sha256').update(`vigil-mock known password:${password}`).digest().subarray(0, SALT_BYTES);
    hash = format(salt, scryptSync(password, salt, KEY_BYTES, COST));
    knownHashes.set(password, hash);
  }
  return hash;
}

/** A state written before passwords were hashed stores them in plain text: hash them in place. Returns how many. */
export async function hashPlainPasswords(state: MockState): Promise<number> {
  const plain = (state.collections.users ?? []).filter((user) => typeof user.password === 'string' && !isPasswordHash(user.password));
  await Promise.all(plain.map(async (user) => (user.password = await hashPassword(String(user.password)))));
  return plain.length;
}
