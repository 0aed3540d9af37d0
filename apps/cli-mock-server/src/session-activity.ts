/** RuoYi's token lifetime (`token.expireTime: 30`, minutes): a session unused this long is over. */
export const SESSION_IDLE_MINUTES = 30;

/**
 * When each session was last used, in memory only: a read must not cost a disk write, so a restart counts every kept
 * session as used at its first request after it. Sessions end by idle time, never by their number, so a load test
 * signing in thousands of times does not sign out a user who is working.
 */
export class SessionActivity {
  readonly #seen = new Map<string, number>();

  constructor(
    readonly idleMs: number,
    private readonly now: () => number,
  ) {}

  /** Used now. */
  touch(token: string): void {
    this.#seen.set(token, this.now());
  }

  /** Whether the session has been unused for the idle time; a token first seen now (kept across a restart) starts its count. */
  idle(token: string): boolean {
    const seen = this.#seen.get(token);
    if (seen === undefined) {
      this.touch(token);
      return false;
    }
    return this.now() - seen >= this.idleMs;
  }

  forget(token: string): void {
    this.#seen.delete(token);
  }

  /** The tokens among these that are idle. */
  idleAmong(tokens: readonly string[]): string[] {
    return tokens.filter((token) => this.idle(token));
  }
}
