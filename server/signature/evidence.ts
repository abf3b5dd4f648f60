import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Whose evidence file a step belongs to: a signature request, or a quotation accepted on its public page. */
export type EvidenceSubject = 'signature' | 'quotation';

/** Who did a step, as the HTTP request showed it (null for steps the staff or the server did). */
export interface EvidenceClient {
  ipAddress: string | null;
  userAgent: string | null;
}

export interface EvidenceStepInput extends EvidenceClient {
  structureId: number;
  subject: EvidenceSubject;
  subjectId: number;
  /** What happened (`sent`, `document-read`, `code-sent`, `code-refused`, `signed`, `quotation-accepted`…). */
  step: string;
  at: string;
  data: Record<string, unknown>;
}

/** A step as the evidence file shows it. */
export interface EvidenceStep extends EvidenceClient {
  seq: number;
  step: string;
  at: string;
  data: Record<string, unknown>;
  previousHash: string;
  hash: string;
}

/** The hash before the first step of a chain. */
export const CHAIN_START = '0'.repeat(64);

/** SHA-256 in hex, of text (UTF-8) or bytes. */
export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** JSON with the keys of every object sorted: the same step always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The hash of a step: SHA-256 of the previous hash and of the step's canonical JSON. */
export function stepHash(previousHash: string, step: Omit<EvidenceStep, 'previousHash' | 'hash'>): string {
  return sha256Hex(`${previousHash}\n${canonicalJson(step)}`);
}

/**
 * Appends a step to its subject's chain. Two steps of one subject written at once both read the same
 * last step: the unique (subject, id, seq) refuses the second, which reads the chain again.
 */
export async function appendEvidence(db: Kysely<Database>, input: EvidenceStepInput): Promise<EvidenceStep> {
  for (let attempt = 0; ; attempt += 1) {
    const last = await db
      .selectFrom('evidence_steps')
      .select(['seq', 'hash'])
      .where('subject', '=', input.subject)
      .where('subject_id', '=', input.subjectId)
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    const body = { seq: (last?.seq ?? 0) + 1, step: input.step, at: input.at, ipAddress: input.ipAddress, userAgent: input.userAgent, data: input.data };
    const previousHash = last?.hash ?? CHAIN_START;
    const hash = stepHash(previousHash, body);
    try {
      await db
        .insertInto('evidence_steps')
        .values({
          structure_id: input.structureId,
          subject: input.subject,
          subject_id: input.subjectId,
          seq: body.seq,
          step: body.step,
          at: body.at,
          ip_address: body.ipAddress,
          user_agent: body.userAgent,
          data_json: JSON.stringify(body.data),
          previous_hash: previousHash,
          hash,
        })
        .execute();
      return { ...body, previousHash, hash };
    } catch (err) {
      if (attempt >= 2) throw err;
    }
  }
}

/** The steps of a subject's evidence file, in order, and whether each hash still follows from the steps before it. */
export async function readEvidence(db: Kysely<Database>, structureId: number, subject: EvidenceSubject, subjectId: number) {
  const rows = await db
    .selectFrom('evidence_steps')
    .selectAll()
    .where('structure_id', '=', structureId)
    .where('subject', '=', subject)
    .where('subject_id', '=', subjectId)
    .orderBy('seq')
    .execute();
  const steps: EvidenceStep[] = rows.map((row) => ({
    seq: row.seq,
    step: row.step,
    at: row.at,
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    data: JSON.parse(row.data_json) as Record<string, unknown>,
    previousHash: row.previous_hash,
    hash: row.hash,
  }));
  let previous = CHAIN_START;
  let intact = true;
  for (const { previousHash, hash, ...body } of steps) {
    if (previousHash !== previous || stepHash(previous, body) !== hash) intact = false;
    previous = hash;
  }
  return { steps, intact, seal: previous };
}
