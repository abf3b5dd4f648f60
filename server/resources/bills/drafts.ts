import type { Transaction } from 'kysely';
import type { BillLineInput } from '../../../src/shared/accounting/lines';
import type { AppDeps, AuthContext } from '../../core/env';
import type { Database } from '../../db/schema';
import { replaceLines } from './model';

/** What a new draft document (quotation or invoice) starts with, whatever its kind; its lines are written after. */
export interface DraftBill {
  agencyId: number;
  learnerId: number;
  organizationId: number | null;
  title: string | null;
  notes: string | null;
  issueDate?: string | null;
}

/** The payload of a document's creation screen (« Nouveau devis », « Nouvelle facture »). */
interface BillCreatePayload {
  agency: number;
  learner: number;
  organization: number | null;
  title: string | null;
  notes: string | null;
  issueDate?: string | undefined;
  lines: readonly BillLineInput[];
}

/** The draft a creation payload describes. */
export function draftOf(input: BillCreatePayload): DraftBill {
  return { agencyId: input.agency, learnerId: input.learner, organizationId: input.organization, title: input.title, notes: input.notes, issueDate: input.issueDate };
}

/** Inserts a document with `insert`, then its lines, all or nothing; answers its id. */
export function insertWithLines(
  deps: AppDeps,
  auth: AuthContext,
  input: BillCreatePayload,
  insert: (trx: Transaction<Database>, draft: DraftBill) => Promise<number>,
): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const id = await insert(trx, draftOf(input));
    await replaceLines(trx, { id, structure_id: auth.structureId, agency_id: input.agency }, input.lines, deps.now().toISOString());
    return id;
  });
}
