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

  /** Resolves once the messages queued so far can be seen by the worker (at once, but inside a request's transaction). */
  async committed(): Promise<void> {}

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

/**
 * The signal of work inside a transaction not committed yet (a request whose Idempotency-Key commits
 * with its writes): no worker can see its messages before the commit. A message queued meanwhile
 * wakes the instance's worker at `release()`, after the commit; a call that waits for its message to
 * be settled first commits the work done so far (`committed()`), then waits as anywhere else.
 */
export class HeldOutboxSignal extends OutboxSignal {
  #held = true;
  #queued = false;

  constructor(
    private readonly signal: OutboxSignal,
    private readonly commit: () => Promise<void>,
  ) {
    super();
  }

  override get delivering(): boolean {
    return this.signal.delivering;
  }

  override queued(): void {
    if (this.#held) this.#queued = true;
    else this.signal.queued();
  }

  /** The one early commit: several e-mails of one request wait for it together (Promise.all). */
  #committing: Promise<void> | null = null;

  override committed(): Promise<void> {
    if (!this.#held) return Promise.resolve();
    this.#committing ??= this.commit().then(() => this.release());
    return this.#committing;
  }

  override waitFor(id: number, ms: number): Promise<void> {
    return this.signal.waitFor(id, ms);
  }

  /** After the commit: wakes the worker when a message was queued meanwhile. */
  release(): void {
    this.#held = false;
    if (this.#queued) this.signal.queued();
    this.#queued = false;
  }
}
