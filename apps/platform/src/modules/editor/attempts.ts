/** Failed sign-in attempts per client, in a sliding window: past the limit the client waits. */
export class FailedAttempts {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit = 5,
    private readonly windowMs = 60_000,
    private readonly maxClients = 10_000,
  ) {}

  isBlocked(client: string, now = Date.now()): boolean {
    return this.recent(client, now).length >= this.limit;
  }

  fail(client: string, now = Date.now()): void {
    const times = this.recent(client, now);
    times.push(now);
    this.failures.delete(client);
    this.failures.set(client, times);
    if (this.failures.size > this.maxClients) this.forgetOldest();
  }

  clear(client: string): void {
    this.failures.delete(client);
  }

  private recent(client: string, now: number): number[] {
    const times = (this.failures.get(client) ?? []).filter((at) => at > now - this.windowMs);
    if (times.length === 0) this.failures.delete(client);
    return times;
  }

  /** Keeps memory bounded under a flood of addresses; Map order is the order clients last failed. */
  private forgetOldest(): void {
    const oldest = this.failures.keys().next().value;
    if (oldest !== undefined) this.failures.delete(oldest);
  }
}
