/**
 * What passes, inside one instance, between the code that queues e-mails and the outbox worker: a
 * queued message wakes the worker at once (other instances find it at their next poll), and a route
 * may wait a moment for the worker to settle the message it queued so that it can answer « envoyé »
 * when the SMTP server already accepted it. Holds no state another instance needs: the outbox rows
 * are the truth, this only saves waiting.
 */
export class OutboxSignal {
  readonly #wakers = new Set<() => void>();
  readonly #waiters = new Map<number, Set<() => void>>();

  /** The worker listens for queued messages; answers the unsubscribe. */
  onQueued(wake: () => void): () => void {
    this.#wakers.add(wake);
    return () => this.#wakers.delete(wake);
  }

  /** True when a worker of this instance delivers the outbox. */
  get delivering(): boolean {
    return this.#wakers.size > 0;
  }

  queued(): void {
    for (const wake of this.#wakers) wake();
  }

  /** The worker settled message `id`: sent, failed, or put back for a later attempt. */
  settled(id: number): void {
    const waiters = this.#waiters.get(id);
    if (!waiters) return;
    this.#waiters.delete(id);
    for (const resolve of waiters) resolve();
  }

  /** Resolves once this instance's worker settled message `id`, or after `ms` (whichever comes first). */
  waitFor(id: number, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const waiters = this.#waiters.get(id) ?? new Set();
      this.#waiters.set(id, waiters);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(done);
        if (waiters.size === 0 && this.#waiters.get(id) === waiters) this.#waiters.delete(id);
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      waiters.add(done);
    });
  }
}
