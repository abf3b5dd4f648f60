import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Transporter } from 'nodemailer';
import type { AppDeps } from '../core/env';
import { claimNext, markFailed, markRetry, markSent, type OutboxRow } from './claim';
import { mailOptions } from './message';
import { backoffMs, classifyFailure, MAX_ATTEMPTS } from './retry';
import { smtpTransport } from './transport';

/** How often an idle worker looks for due messages (others' queued ones, retries, ended leases). */
export const POLL_MS = 5_000;

export interface OutboxWorkerOptions {
  transport: Transporter;
  /** Names this worker in `claimed_by` (unique per worker). */
  id?: string;
  pollMs?: number;
}

/**
 * Delivers the outbox over SMTP, one message at a time: claims the next due message (claim.ts), sends
 * it, and records the outcome — sent with the server's answer, queued again after a backoff on a
 * temporary failure, failed on a permanent one. Woken at once when this instance queues a message,
 * and every `pollMs` otherwise. Several workers (instances) may run against one database.
 */
export class OutboxWorker {
  readonly id: string;
  readonly #deps: AppDeps;
  readonly #transport: Transporter;
  readonly #pollMs: number;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #again = false;
  /** Set by stop(): nothing more is claimed. */
  #closed = false;
  /** Set while started: the worker listens for queued messages and polls. */
  #unsubscribe: (() => void) | null = null;

  constructor(deps: AppDeps, options: OutboxWorkerOptions) {
    this.#deps = deps;
    this.#transport = options.transport;
    this.#pollMs = options.pollMs ?? POLL_MS;
    this.id = options.id ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  }

  /** Listens for messages queued in this instance and polls for the others. */
  start(): void {
    if (this.#unsubscribe || this.#closed) return;
    this.#unsubscribe = this.#deps.outbox.onQueued(() => void this.drain());
    void this.drain();
  }

  /**
   * Delivers every message due now (then, when started, waits for the next poll). A call while a run
   * is under way makes that run look again before it ends, and resolves with it.
   */
  drain(): Promise<void> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#running = this.#run().finally(() => {
      this.#running = null;
      if (this.#closed) return;
      // A wake-up that came as the run was ending is not lost.
      if (this.#again) void this.drain();
      else if (this.#unsubscribe) this.#timer = setTimeout(() => void this.drain(), this.#pollMs);
    });
    return this.#running;
  }

  /** Stops polling and waits for the message being sent, if any. */
  async stop(): Promise<void> {
    this.#closed = true;
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#running;
  }

  async #run(): Promise<void> {
    do {
      this.#again = false;
      while (!this.#closed) {
        let row: OutboxRow | undefined;
        try {
          row = await claimNext(this.#deps, this.id, this.#deps.now());
        } catch (error) {
          // The database is away (PostgreSQL restarting): try again at the next poll.
          console.error('[mail] claim failed: %s', error instanceof Error ? error.message : String(error));
          return;
        }
        if (!row) break;
        await this.#deliver(row);
      }
    } while (this.#again && !this.#closed);
  }

  async #deliver(row: OutboxRow): Promise<void> {
    const deps = this.#deps;
    try {
      let info: { response?: unknown };
      try {
        info = (await this.#transport.sendMail(mailOptions(row, deps.config.mailFrom))) as { response?: unknown };
      } catch (error) {
        const failure = classifyFailure(error);
        if (failure.permanent || row.attempts >= MAX_ATTEMPTS) await markFailed(deps, row, this.id, failure.response);
        else await markRetry(deps, row, this.id, failure.response, new Date(deps.now().getTime() + backoffMs(row.attempts)));
        return;
      }
      await markSent(deps, row, this.id, typeof info.response === 'string' ? info.response : '', deps.now());
    } catch (error) {
      // Recording the outcome failed (database away): the lease ends and the message is claimed again.
      console.error('[mail] outbox e-mail %d: %s', row.id, error instanceof Error ? error.message : String(error));
    } finally {
      deps.outbox.settled(row.id);
    }
  }
}

/**
 * Starts this instance's outbox worker when SMTP_URL is set (otherwise e-mails stay in the outbox);
 * `stop` ends it (the message being sent is finished first) and closes the SMTP connection.
 */
export function startOutboxWorker(deps: AppDeps): { stop(): Promise<void> } {
  if (!deps.config.smtpUrl) return { stop: async () => {} };
  const transport = smtpTransport(deps.config.smtpUrl);
  const worker = new OutboxWorker(deps, { transport });
  worker.start();
  return {
    stop: async () => {
      await worker.stop();
      transport.close();
    },
  };
}
