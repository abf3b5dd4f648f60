import { XMLParser } from 'fast-xml-parser';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import { returnAnswerSchema, returnImportSchema, type ReturnAnswer } from '../../../src/modules/collection/schema';
import type { AppDeps, AuthContext } from '../../core/env';
import { invalidField } from '../../core/errors';
import { jsonRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { COLLECTORS } from './mandates';

/**
 * Reason codes (ISO 20022 ExternalStatusReason) after which the mandate cannot be used again: the
 * account is wrong, closed or blocked, direct debits are forbidden on it, there is no valid mandate,
 * the debtor died. Any other reason (AM04 insufficient funds, MS02 refused by the debtor, MS03…) is
 * presented again in the next batch.
 */
export const FINAL_REASONS: ReadonlySet<string> = new Set(['AC01', 'AC04', 'AC06', 'AG01', 'MD01', 'MD07']);

interface Rejection {
  endToEndId: string | null;
  reason: string;
}

const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false, isArray: (name) => ['OrgnlPmtInfAndSts', 'TxInfAndSts'].includes(name) });

type Node = Record<string, unknown>;
const child = (node: unknown, name: string): unknown => (node !== null && typeof node === 'object' ? (node as Node)[name] : undefined);
const text = (node: unknown): string | null => (typeof node === 'string' ? node.trim() : null);
const reasonOf = (node: unknown) => text(child(child(child(node, 'StsRsnInf'), 'Rsn'), 'Cd')) ?? 'NARR';

/**
 * The rejected collections of a customer payment status report (pain.002, any version): each
 * rejected transaction by its end-to-end id, or — the whole file refused (`GrpSts` RJCT) — one
 * rejection without id for the original message.
 */
function rejectionsOf(xml: string): { originalMessageId: string | null; rejections: Rejection[] } {
  let report: unknown;
  try {
    report = child(child(parser.parse(xml, true), 'Document'), 'CstmrPmtStsRpt');
  } catch {
    report = undefined;
  }
  if (report === undefined) throw invalidField('file', 'Ce fichier n’est pas un rapport de statut de paiement (pain.002) lisible.');
  const group = child(report, 'OrgnlGrpInfAndSts');
  const originalMessageId = text(child(group, 'OrgnlMsgId'));
  if (text(child(group, 'GrpSts')) === 'RJCT') return { originalMessageId, rejections: [{ endToEndId: null, reason: reasonOf(group) }] };
  const payments = (child(report, 'OrgnlPmtInfAndSts') as unknown[] | undefined) ?? [];
  const rejections = payments.flatMap((payment) =>
    ((child(payment, 'TxInfAndSts') as unknown[] | undefined) ?? [])
      .filter((tx) => text(child(tx, 'TxSts')) === 'RJCT')
      .map((tx) => ({ endToEndId: text(child(tx, 'OrgnlEndToEndId')), reason: reasonOf(tx) })),
  );
  return { originalMessageId, rejections };
}

/**
 * Records the rejects of a report on the caller's batches, once: an item already rejected is left
 * as it is, so reading the same report twice changes nothing. A rejected instalment is free for the
 * next batch; after a final reason its mandate is revoked too, and the instalment stays unpaid
 * (overdue in the learner's balance) until the school collects it another way.
 */
export async function recordReturns(deps: AppDeps, auth: AuthContext, xml: string): Promise<ReturnAnswer> {
  const { originalMessageId, rejections } = rejectionsOf(xml);
  const answer: ReturnAnswer = { rejected: 0, represented: 0, overdue: 0, unknown: [] };
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    for (const rejection of rejections) {
      const items = await trx
        .selectFrom('sepa_batch_items as bi')
        .innerJoin('sepa_batches as b', 'b.id', 'bi.batch_id')
        .select(['bi.id', 'bi.mandate_id'])
        .where('b.structure_id', '=', auth.structureId)
        .where('b.agency_id', 'in', auth.agencyIds.length ? auth.agencyIds : [0])
        .where('bi.status', '=', 'sent')
        .$if(rejection.endToEndId !== null, (q) => q.where('bi.end_to_end_id', '=', rejection.endToEndId ?? ''))
        .$if(rejection.endToEndId === null, (q) => q.where('b.message_id', '=', originalMessageId ?? ''))
        .execute();
      if (items.length === 0) {
        const known = await trx
          .selectFrom('sepa_batch_items as bi')
          .innerJoin('sepa_batches as b', 'b.id', 'bi.batch_id')
          .select('bi.id')
          .where('b.structure_id', '=', auth.structureId)
          .where((eb) => (rejection.endToEndId === null ? eb('b.message_id', '=', originalMessageId ?? '') : eb('bi.end_to_end_id', '=', rejection.endToEndId)))
          .executeTakeFirst();
        if (!known) answer.unknown.push(rejection.endToEndId ?? originalMessageId ?? '');
        continue;
      }
      const final = FINAL_REASONS.has(rejection.reason);
      await trx.updateTable('sepa_batch_items').set({ status: 'rejected', reject_reason: rejection.reason, rejected_at: now.toISOString() }).where('id', 'in', items.map((i) => i.id)).execute();
      if (final) {
        await trx.updateTable('sepa_mandates').set({ status: 'revoked', revoked_on: parisDate(now), updated_at: now.toISOString() }).where('id', 'in', items.map((i) => i.mandate_id)).execute();
      }
      answer.rejected += items.length;
      answer[final ? 'overdue' : 'represented'] += items.length;
    }
  });
  return answer;
}

/** `POST /accounting/sepa-returns`: the bank's pain.002 of a batch, its rejects recorded. */
export const SEPA_RETURN_ROUTES: readonly RouteDeclaration[] = [
  jsonRoute({
    method: 'POST',
    path: '/accounting/sepa-returns',
    access: [...COLLECTORS],
    hydraClass: 'SepaReturn',
    summary: 'Reads the bank’s payment status report (pain.002) of a batch: rejected collections are presented again in the next batch, or left overdue with their mandate revoked after a final reason (AC01, AC04, AC06, AG01, MD01, MD07); idempotent.',
    input: returnImportSchema,
    output: returnAnswerSchema,
    handle: ({ deps, auth, body }) => recordReturns(deps, auth, body.file),
  }),
];
