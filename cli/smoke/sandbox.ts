import { randomBytes } from 'node:crypto';

/**
 * The sandbox of one `volant smoke` run: every record the write flows create carries its name, so
 * that a person (or `volant learners list --search volant-smoke`) recognises it at a glance.
 */
export interface Sandbox {
  /** `volant-smoke-20261122-131400-a1b2`. */
  name: string;
  /** The name as a person's first name for the sandbox learner (letters, digits, dashes). */
  tag: string;
  /** Text the sandbox puts on what it creates, e.g. a quotation title. */
  label(what: string): string;
}

export const SANDBOX_PREFIX = 'volant-smoke';

export function createSandbox(now: Date = new Date()): Sandbox {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const tag = `${stamp}-${randomBytes(2).toString('hex')}`;
  const name = `${SANDBOX_PREFIX}-${tag}`;
  return { name, tag, label: (what) => `${what} — bac à sable ${name}, sans valeur` };
}
