import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { LICENCE_CATEGORIES_WITH_DOCUMENTS } from '../../../src/shared/constants';
import type { Database } from '../../db/schema';
import { boolParam, intList, stringList } from './common';

/** A registration (agencytraininglearners) of the learner matching `condition`. */
const hasRegistration = (condition: RawBuilder<unknown>) =>
  sql<SqlBool>`exists (select 1 from learner_trainings lt where lt.learner_id = learners.id and ${condition})`;

const trainingsCoded = (codes: readonly string[]) =>
  sql`(select tc.id from trainings tc where tc.code in (${sql.join(codes.length ? [...codes] : [''])}))`;

/**
 * Exam eligibility: not archived, not a prospect, a NEPH and a current training among the licence
 * categories. Written on `learners` alone so counts need no join.
 */
export function eligibleWhere(categories: readonly string[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`(learners.archived = 0 and learners.is_prospect = 0 and learners.neph is not null and learners.training_id in ${trainingsCoded(categories)})`;
}

/**
 * The filters of GET /learners beyond the plain columns: the current training's code (training.name),
 * the learner's registrations (agencytraininglearners.training / .training.name / .field / .agency /
 * .isProspect / .financier), groups (agencytraininglearners.groupLearners.group, or group) and exam
 * eligibility — as SQL on `learners` only, so the count runs on the covering index.
 */
function learnerFilters(query: Record<string, string[]>): RawBuilder<SqlBool>[] {
  const currentCodes = stringList(query, 'training.name');
  const trainings = intList(query, 'agencytraininglearners.training');
  const trainingCodes = stringList(query, 'agencytraininglearners.training.name');
  const fields = intList(query, 'agencytraininglearners.field');
  const agencies = intList(query, 'agencytraininglearners.agency');
  const prospect = boolParam(query, 'agencytraininglearners.isProspect');
  const financiers = intList(query, 'agencytraininglearners.financier');
  const groups = [...intList(query, 'agencytraininglearners.groupLearners.group'), ...intList(query, 'group')];
  const eligible = boolParam(query, 'examEligible');
  const billStatuses = intList(query, 'bills.status');
  const parts: RawBuilder<SqlBool>[] = [];
  if (currentCodes.length) parts.push(sql<SqlBool>`learners.training_id in ${trainingsCoded(currentCodes)}`);
  if (trainings.length) parts.push(hasRegistration(sql`lt.training_id in (${sql.join(trainings)})`));
  if (trainingCodes.length) parts.push(hasRegistration(sql`lt.training_id in ${trainingsCoded(trainingCodes)}`));
  if (fields.length) parts.push(hasRegistration(sql`lt.field_id in (${sql.join(fields)})`));
  if (agencies.length) parts.push(hasRegistration(sql`lt.agency_id in (${sql.join(agencies)})`));
  if (prospect !== null) parts.push(hasRegistration(sql`lt.is_prospect = ${prospect}`));
  if (financiers.length) parts.push(hasRegistration(sql`lt.financier_id in (${sql.join(financiers)})`));
  if (groups.length) {
    parts.push(sql<SqlBool>`exists (select 1 from group_learners gl where gl.learner_id = learners.id and gl.group_id in (${sql.join(groups)}))`);
  }
  if (billStatuses.length) {
    // Learners with at least one invoice in one of these statuses (unpaid, partial payment…).
    parts.push(
      sql<SqlBool>`exists (select 1 from bills b where b.learner_id = learners.id and b.kind = 'invoice' and b.status in (${sql.join(billStatuses)}))`,
    );
  }
  if (eligible === 1) parts.push(eligibleWhere(LICENCE_CATEGORIES_WITH_DOCUMENTS));
  if (eligible === 0) parts.push(sql<SqlBool>`not ${eligibleWhere(LICENCE_CATEGORIES_WITH_DOCUMENTS)}`);
  return parts;
}

export function withLearnerFilters<TB extends keyof Database, O>(qb: SelectQueryBuilder<Database, TB, O>, query: Record<string, string[]>): SelectQueryBuilder<Database, TB, O> {
  let q = qb;
  for (const part of learnerFilters(query)) q = q.where(part);
  return q;
}
