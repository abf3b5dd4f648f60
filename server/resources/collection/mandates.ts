import { sql, type Kysely } from 'kysely';
import { compactIdentifier } from '../../../src/shared/accounting/sepa';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import { mandateCreateSchema, mandatePatchSchema, mandateSchema, type MandateCreate } from '../../../src/modules/collection/schema';
import type { SepaMandate } from '../../../src/modules/collection/types';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../core/env';
import { conflict, invalidField } from '../../core/errors';
import { agencyRef } from '../../core/references';
import { crudDeclarations } from '../../core/routes/crud';
import type { RouteDeclaration } from '../../core/routes/types';
import { inCallerAgencies } from '../../core/scope';
import { learnerIri, learnerOfPayload } from '../learners/common';

/** Who records mandates and collects by direct debit: who records payments (docs/decisions.md, « Money coming in »). */
export const COLLECTORS = ['isCreateReceipt'] as const;

/** How a mandate came to be signed: on the school's paper form, or online by the learner (issue 42, the learner's e-signature). */
export type SignatureMethod = SepaMandate['signatureMethod'];

/** The RUM Volant gives a mandate recorded without one: the learner and the mandate's rank among his. */
async function nextReference(db: Kysely<Database>, structureId: number, learnerId: number): Promise<string> {
  const row = await db
    .selectFrom('sepa_mandates')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('structure_id', '=', structureId)
    .where('learner_id', '=', learnerId)
    .executeTakeFirstOrThrow();
  return `VOLANT-${learnerId}-${Number(row.n) + 1}`;
}

/**
 * Records a mandate for a learner of the caller's agencies. The one path for both signatures: the
 * staff form calls it with `paper`; the learner's online signature (built with the learner's
 * e-signature) calls it with `online` once his evidence file is sealed.
 */
export async function recordMandate(db: Kysely<Database>, auth: AuthContext, input: MandateCreate, method: SignatureMethod, today: string): Promise<number> {
  const learner = await learnerOfPayload(db, auth, input.learner);
  if (input.signedOn > today) throw invalidField('signedOn', 'La date de signature ne peut pas être dans le futur.');
  const reference = input.reference ?? (await nextReference(db, auth.structureId, learner.id));
  const taken = await db.selectFrom('sepa_mandates').select('id').where('structure_id', '=', auth.structureId).where('reference', '=', reference).executeTakeFirst();
  if (taken) throw conflict('Cette référence unique de mandat (RUM) est déjà utilisée.');
  const row = await db
    .insertInto('sepa_mandates')
    .values({
      structure_id: auth.structureId,
      agency_id: learner.agency_id,
      learner_id: learner.id,
      reference,
      debtor_name: input.debtorName,
      iban: compactIdentifier(input.iban),
      bic: compactIdentifier(input.bic),
      signed_on: input.signedOn,
      signature_method: method,
      created_by: auth.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether a collection under the mandate was already sent (and not rejected): the next one is then recurrent. */
export const collectedSql = sql<number>`(select count(*) from sepa_batch_items bi where bi.mandate_id = sepa_mandates.id and bi.status = 'sent')`;

/**
 * `/accounting/sepa-mandates`: the SEPA Core mandates of the caller's learners (`learner` filter),
 * newest first. A mandate is recorded once and never deleted (the debtor's bank may ask for it
 * until 13 months after its last collection); it is revoked instead.
 */
export const SEPA_MANDATE_ROUTES: readonly RouteDeclaration[] = crudDeclarations({
  path: '/accounting/sepa-mandates',
  type: 'SepaMandate',
  output: mandateSchema,
  access: { read: [...COLLECTORS], write: [...COLLECTORS] },
  summaries: {
    list: 'Lists the SEPA direct-debit mandates of the caller’s learners (`learner` filter), newest first.',
    read: 'Reads a SEPA direct-debit mandate.',
    create: 'Records a mandate signed on paper (RUM given by Volant when absent; IBAN, BIC checked; signature date not in the future).',
    update: 'Revokes a mandate (`status: revoked`): no later batch collects under it.',
  },
  select: (deps, auth) =>
    deps.db
      .selectFrom('sepa_mandates')
      .innerJoin('agencies', 'agencies.id', 'sepa_mandates.agency_id')
      .select([
        'sepa_mandates.id',
        'sepa_mandates.learner_id',
        'sepa_mandates.agency_id',
        'agencies.name as agency_name',
        'sepa_mandates.reference',
        'sepa_mandates.debtor_name',
        'sepa_mandates.iban',
        'sepa_mandates.bic',
        'sepa_mandates.signed_on',
        'sepa_mandates.signature_method',
        'sepa_mandates.status',
        'sepa_mandates.revoked_on',
        'sepa_mandates.created_at',
        collectedSql.as('collected'),
      ])
      .$call(inCallerAgencies(auth, 'sepa_mandates')),
  idColumn: 'sepa_mandates.id',
  toItem: (row): SepaMandate => ({
    id: row.id,
    learner: learnerIri(row.learner_id),
    agency: agencyRef(row.agency_id, row.agency_name),
    reference: row.reference,
    debtorName: row.debtor_name,
    iban: row.iban,
    bic: row.bic,
    signedOn: row.signed_on,
    signatureMethod: row.signature_method,
    status: row.status,
    revokedOn: row.revoked_on,
    nextSequenceType: Number(row.collected) > 0 ? 'RCUR' : 'FRST',
    createdAt: row.created_at,
  }),
  list: {
    defaultItemsPerPage: 30,
    maxItemsPerPage: 100,
    order: { signedOn: 'sepa_mandates.signed_on', createdAt: 'sepa_mandates.created_at' },
    defaultOrder: [['sepa_mandates.id', 'desc']],
    search: ['sepa_mandates.reference', 'sepa_mandates.debtor_name'],
    exact: { learner: { column: 'sepa_mandates.learner_id', kind: 'int' }, status: { column: 'sepa_mandates.status', kind: 'string' } },
  },
  create: {
    schema: mandateCreateSchema,
    insert: (deps, auth, input) => recordMandate(deps.db, auth, input, 'paper', parisDate(deps.now())),
  },
  update: {
    schema: mandatePatchSchema,
    async apply(deps, _auth, current) {
      if (current.status === 'revoked') throw conflict('Ce mandat est déjà révoqué.');
      const now = deps.now();
      await deps.db.updateTable('sepa_mandates').set({ status: 'revoked', revoked_on: parisDate(now), updated_at: now.toISOString() }).where('id', '=', current.id).execute();
    },
  },
});
