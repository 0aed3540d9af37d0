import { ApiError } from './errors';

/**
 * RuoYi's defaults (`user.password.maxRetryCount=5`, `user.password.lockTime=10`): five wrong passwords for one
 * account within a minute lock it for ten minutes.
 */
export const LOGIN_LOCKOUT = { maxRetries: 5, windowMs: 60_000, lockMs: 10 * 60_000 } as const;

/** Accounts tracked before stale entries are swept (wrong names count too, so a missing account is not revealed). */
const SWEEP_ABOVE = 10_000;

interface Attempts {
  /** Times of the recent wrong passwords. */
  failures: number[];
  lockedUntil: number;
}

/**
 * Wrong-password counting per account name. Kept in memory: a restart or POST /__mock/reset unlocks every account,
 * which is what a developer who locked a test account wants.
 */
export class LoginLockout {
  readonly #accounts = new Map<string, Attempts>();

  constructor(private readonly rule: typeof LOGIN_LOCKOUT = LOGIN_LOCKOUT) {}

  /** Refuses any sign-in, even with the right password, while the account is locked. */
  check(userName: string, now: number): void {
    const attempts = this.#accounts.get(userName);
    if (!attempts) return;
    if (now < attempts.lockedUntil) throw new ApiError(500, 'auth.locked', { count: this.rule.maxRetries, minutes: this.rule.lockMs / 60_000 });
    // A lock that has run out starts the count again.
    if (attempts.lockedUntil > 0) this.#accounts.delete(userName);
  }

  failed(userName: string, now: number): void {
    const attempts = this.#accounts.get(userName) ?? { failures: [], lockedUntil: 0 };
    attempts.failures = [...attempts.failures.filter((time) => now - time < this.rule.windowMs), now];
    if (attempts.failures.length >= this.rule.maxRetries) {
      attempts.lockedUntil = now + this.rule.lockMs;
      attempts.failures = [];
    }
    this.#accounts.set(userName, attempts);
    if (this.#accounts.size > SWEEP_ABOVE) this.#sweep(now);
  }

  succeeded(userName: string): void {
    this.#accounts.delete(userName);
  }

  clear(): void {
    this.#accounts.clear();
  }

  #sweep(now: number): void {
    for (const [userName, attempts] of this.#accounts) {
      if (attempts.lockedUntil <= now && attempts.failures.every((time) => now - time >= this.rule.windowMs)) this.#accounts.delete(userName);
    }
  }
}
