import { sql, type Kysely } from 'kysely';
import type { LearnerDetails, LearnerHours } from '../../../src/modules/learners/types';
import type { Database } from '../../db/schema';
import { toHours } from './common';
import { learnerSlotHours } from '../planning/slot-query';

type Db = Kysely<Database>;

/**
 * `GET /learner/hours/{id}`, the one definition of a learner's hours (issue 37 item 7) that every tab,
 * the slot details, the situations and the dashboards read: forecast = latest prior evaluation;
 * bought = signed contracts (one per training and period, see contracts/overlap.ts) + their signed
 * amendments; done / planned = the planning's lessons « Réalisé » / still planned, the learner not
 * excused (`learnerSlotHours`); remaining = bought − done. The service journal is a checklist of
 * services, not a second count of hours.
 */
export async function learnerHours(db: Db, learnerId: number): Promise<LearnerHours> {
  const [evaluation, contracted, amendments, slots] = await Promise.all([
    db
      .selectFrom('learner_evaluations')
      .select('forecast_minutes')
      .where('learner_id', '=', learnerId)
      .orderBy('evaluation_date', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst(),
    db
      .selectFrom('learner_contracts')
      .select(sql<number | null>`sum(forecast_minutes)`.as('minutes'))
      .where('learner_id', '=', learnerId)
      .where('status', '=', 'signed')
      .executeTakeFirst(),
    db
      .selectFrom('contract_amendments as ca')
      .innerJoin('learner_contracts as lc', 'lc.id', 'ca.contract_id')
      .select(sql<number | null>`sum(ca.extra_minutes)`.as('minutes'))
      .where('lc.learner_id', '=', learnerId)
      .where('lc.status', '=', 'signed')
      .where('ca.status', '=', 'signed')
      .executeTakeFirst(),
    learnerSlotHours(db, [learnerId]),
  ]);
  const contractedHours = toHours(Number(contracted?.minutes ?? 0) + Number(amendments?.minutes ?? 0));
  const { done, planned } = slots.get(learnerId) ?? { done: 0, planned: 0 };
  return {
    learnerId,
    forecast: toHours(evaluation?.forecast_minutes ?? 0),
    contracted: contractedHours,
    done,
    planned,
    remaining: Math.max(0, Math.round((contractedHours - done) * 100) / 100),
  };
}

const countOf = (db: Db, table: 'documents' | 'observations' | 'learner_evaluations' | 'learner_contracts' | 'service_journals', learnerId: number) =>
  db
    .selectFrom(table)
    .select(sql<number | string>`count(*)`.as('n'))
    .where('learner_id', '=', learnerId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));

/** `GET /learner/details/{id}`: hours, latest document of each type, counts and the tracking checklist. */
export async function learnerDetails(
  db: Db,
  learner: { id: number; training_id: number | null; survey_status: number },
): Promise<LearnerDetails> {
  const training = learner.training_id
    ? await db.selectFrom('trainings').select('code').where('id', '=', learner.training_id).executeTakeFirst()
    : undefined;
  const [hours, documents, observations, evaluations, contracts, journals, assets, signed, lastObservation, required] = await Promise.all([
    learnerHours(db, learner.id),
    countOf(db, 'documents', learner.id),
    countOf(db, 'observations', learner.id),
    countOf(db, 'learner_evaluations', learner.id),
    countOf(db, 'learner_contracts', learner.id),
    countOf(db, 'service_journals', learner.id),
    db
      .selectFrom('documents as d')
      .innerJoin('document_types as t', 't.id', 'd.document_type_id')
      .select(['d.id', 'd.title', 'd.created_at', 't.id as type_id', 't.code', 't.name'])
      .where('d.learner_id', '=', learner.id)
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .execute(),
    db.selectFrom('learner_contracts').select('id').where('learner_id', '=', learner.id).where('status', '=', 'signed').executeTakeFirst(),
    db.selectFrom('observations').select('created_at').where('learner_id', '=', learner.id).orderBy('created_at', 'desc').executeTakeFirst(),
    training
      ? db.selectFrom('document_type_categories').select('document_type_id').where('category', '=', training.code).where('required', '=', 1).execute()
      : Promise.resolve([]),
  ]);
  const latest = new Map<number, (typeof assets)[number]>();
  for (const asset of assets) if (!latest.has(asset.type_id)) latest.set(asset.type_id, asset);
  return {
    learnerId: learner.id,
    hours,
    lastAssetsGroupByType: [...latest.values()].map((a) => ({
      documentType: { id: a.type_id, code: a.code, name: a.name },
      documentId: a.id,
      title: a.title,
      createdAt: a.created_at,
    })),
    counts: { documents, observations, evaluations, contracts, journals },
    tracking: {
      evaluationDone: evaluations > 0,
      contractSigned: signed !== undefined,
      requiredDocuments: required.length,
      providedRequiredDocuments: required.filter((r) => latest.has(r.document_type_id)).length,
      lastObservationAt: lastObservation?.created_at ?? null,
      surveySent: learner.survey_status === 1,
    },
  };
}
