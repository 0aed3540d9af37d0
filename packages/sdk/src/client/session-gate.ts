/**
 * One `sessionExpired` per burst of 401s: the first 401 closes the gate, later ones pass silently
 * until `resetSession()` or a successful login opens it again.
 */
export class SessionGate {
  #expired = false;

  /** True for the 401 that should raise the event. */
  expire(): boolean {
    if (this.#expired) return false;
    this.#expired = true;
    return true;
  }

  reset(): void {
    this.#expired = false;
  }
}
