import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BatchCreate } from '../../../src/modules/collection/schema';
import { plusDays } from '../../../src/shared/i18n/calendar-lite';
import { formatDay, formatMoney } from '../../../src/shared/i18n/format-lite';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import type { Database } from '../../db/schema';
import type { AppDeps, AuthContext } from '../../core/env';
import { invalidField } from '../../core/errors';
import { assertAgency } from '../../core/scope';
import { queueEmail } from '../../mail/outbox';
import { pain008, type Collection } from './pain008';

const NOT_CONFIGURED = 'Renseignez l’identifiant créancier SEPA (ICS), l’IBAN et le BIC de cette agence dans la configuration de la facturation.';
const NOTHING_DUE = 'Aucune échéance à prélever à cette date : aucun apprenant de l’agence n’a d’échéance due avec un mandat actif.';

/** The agency's creditor: its billing settings must name the ICS and the account collected into. */
async function creditorOf(db: Kysely<Database>, auth: AuthContext, agencyId: number) {
  const row = await db
    .selectFrom('agencies')
    .leftJoin('billings', 'billings.agency_id', 'agencies.id')
    .select(['agencies.name', 'agencies.email', 'billings.legal_name', 'billings.creditor_id', 'billings.iban', 'billings.bic', 'billings.pre_notification_days'])
    .where('agencies.id', '=', agencyId)
    .where('agencies.structure_id', '=', auth.structureId)
    .executeTakeFirst();
  if (!row?.creditor_id || !row.iban || !row.bic) throw invalidField('agency', NOT_CONFIGURED);
  return {
    creditor: { name: row.legal_name ?? row.name, creditorId: row.creditor_id, iban: row.iban, bic: row.bic },
    agencyName: row.name,
    replyTo: row.email,
    preNotificationDays: row.pre_notification_days ?? 14,
  };
}

/** The unpaid instalments of the agency due by the collection date, not already in a sent batch, with their learner's latest active mandate. */
function dueUnderMandates(db: Kysely<Database>, auth: AuthContext, agencyId: number, collectionDate: string) {
  return db
    .selectFrom('learner_payment_deadlines as d')
    .innerJoin('learners as l', 'l.id', 'd.learner_id')
    .innerJoin('sepa_mandates as m', (join) => join.onRef('m.learner_id', '=', 'd.learner_id').on('m.status', '=', 'active').on('m.structure_id', '=', auth.structureId))
    .where('d.structure_id', '=', auth.structureId)
    .where('d.agency_id', '=', agencyId)
    .where('d.paid_at', 'is', null)
    .where('d.due_date', '<=', collectionDate)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('sepa_batch_items as bi').select('bi.id').whereRef('bi.deadline_id', '=', 'd.id').where('bi.status', '=', 'sent'))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('sepa_mandates as newer').select('newer.id').whereRef('newer.learner_id', '=', 'm.learner_id').where('newer.status', '=', 'active').whereRef('newer.id', '>', 'm.id'))))
    .select([
      'd.id as deadline_id',
      'd.label',
      'd.due_date',
      'd.amount_cents',
      'l.id as learner_id',
      'l.email',
      'l.first_name',
      'l.last_name',
      'm.id as mandate_id',
      'm.reference',
      'm.debtor_name',
      'm.iban',
      'm.bic',
      'm.signed_on',
      (eb) => eb.selectFrom('sepa_batch_items as done').select((e) => e.fn.countAll<number>().as('n')).whereRef('done.mandate_id', '=', 'm.id').where('done.status', '=', 'sent').as('collected'),
    ])
    .orderBy('d.due_date')
    .orderBy('d.id')
    .execute();
}

type Due = Awaited<ReturnType<typeof dueUnderMandates>>[number];

/**
 * What one batch collects: every instalment under a mandate already collected (RCUR), and only the
 * earliest under a mandate never collected (FRST) — its later ones wait for the next batch, once
 * the first collection went through.
 */
type Collected = Due & { sequenceType: Collection['sequenceType'] };

function selectCollections(due: readonly Due[]): Collected[] {
  const firstTaken = new Set<number>();
  return due.flatMap((row): Collected[] => {
    if (Number(row.collected ?? 0) > 0) return [{ ...row, sequenceType: 'RCUR' }];
    if (firstTaken.has(row.mandate_id)) return [];
    firstTaken.add(row.mandate_id);
    return [{ ...row, sequenceType: 'FRST' }];
  });
}

const token = () => randomBytes(4).toString('hex').toUpperCase();

/** The pre-notification of one learner's debits in this batch (SDD Core rulebook: amount and date, before the collection). */
function notice(agencyName: string, creditorId: string, collectionDate: string, rows: readonly Due[]) {
  const total = rows.reduce((sum, row) => sum + row.amount_cents, 0) / 100;
  const lines = rows.map((row) => `- ${row.label} : ${formatMoney(row.amount_cents / 100)} (mandat ${row.reference})`);
  return {
    subject: `Avis de prélèvement SEPA — ${agencyName}`,
    text: [
      `Bonjour ${rows[0]!.first_name},`,
      '',
      `${agencyName} prélèvera ${formatMoney(total)} sur votre compte ${rows[0]!.iban.slice(0, 4)} … ${rows[0]!.iban.slice(-4)} le ${formatDay(collectionDate)} :`,
      ...lines,
      '',
      `Identifiant créancier SEPA : ${creditorId}.`,
      'Pour toute question, répondez à ce message.',
    ].join('\n'),
  };
}

/**
 * Makes a batch: the pain.008 file of the agency's due instalments under active mandates, the
 * batch and its items, and one pre-notification e-mail per learner through the outbox, in one
 * transaction. The collection date leaves the agency's pre-notification delay (14 days by default).
 * `notify: false` is for the demo data only, whose learners' addresses are made up.
 */
export async function createBatch(deps: AppDeps, auth: AuthContext, input: BatchCreate, { notify } = { notify: true }): Promise<number> {
  assertAgency(auth, input.agency);
  const { creditor, agencyName, replyTo, preNotificationDays } = await creditorOf(deps.db, auth, input.agency);
  const now = deps.now();
  const earliest = plusDays(parisDate(now), preNotificationDays);
  if (input.collectionDate < earliest) {
    throw invalidField('collectionDate', `Le débiteur doit être prévenu ${preNotificationDays} jours avant le prélèvement : choisissez le ${formatDay(earliest)} ou plus tard.`);
  }
  return deps.db.transaction().execute(async (trx) => {
    const collections = selectCollections(await dueUnderMandates(trx, auth, input.agency, input.collectionDate));
    if (collections.length === 0) throw invalidField('collectionDate', NOTHING_DUE);
    const messageId = `VOLANT-${parisDate(now).replaceAll('-', '')}-${token()}`;
    const items = collections.map((row) => ({ ...row, endToEndId: `VOLANT-E${row.deadline_id}-${token()}` }));
    const xml = pain008({
      messageId,
      createdAt: now.toISOString().slice(0, 19),
      collectionDate: input.collectionDate,
      creditor,
      collections: items.map((row) => ({
        endToEndId: row.endToEndId,
        amountCents: row.amount_cents,
        sequenceType: row.sequenceType,
        mandateReference: row.reference,
        mandateSignedOn: row.signed_on,
        debtorName: row.debtor_name,
        debtorIban: row.iban,
        debtorBic: row.bic,
        remittance: row.label,
      })),
    });
    const batch = await trx
      .insertInto('sepa_batches')
      .values({
        structure_id: auth.structureId,
        agency_id: input.agency,
        message_id: messageId,
        collection_date: input.collectionDate,
        transactions: items.length,
        total_cents: items.reduce((sum, row) => sum + row.amount_cents, 0),
        xml,
        created_by: auth.userId,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('sepa_batch_items')
      .values(items.map((row) => ({ batch_id: batch.id, deadline_id: row.deadline_id, mandate_id: row.mandate_id, sequence_type: row.sequenceType, end_to_end_id: row.endToEndId, amount_cents: row.amount_cents })))
      .execute();
    const byLearner = new Map<number, Due[]>();
    for (const row of items) byLearner.set(row.learner_id, [...(byLearner.get(row.learner_id) ?? []), row]);
    for (const [learnerId, rows] of byLearner) {
      const email = rows[0]!.email;
      if (!notify || !email) continue;
      await queueEmail({ ...deps, db: trx }, { structureId: auth.structureId, agencyId: input.agency, learnerId, to: email, toName: rows[0]!.debtor_name, fromName: agencyName, replyTo, document: 'directDebitNotice', ...notice(agencyName, creditor.creditorId, input.collectionDate, rows) });
    }
    return batch.id;
  });
}
