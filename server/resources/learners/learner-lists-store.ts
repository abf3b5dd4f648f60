import { sql } from 'kysely';
import type { HydraCollection, JsonLd } from '../../../src/shared/api/hydra';
import type { LearnerLight, LearnerPayment } from '../../../src/modules/learners/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { badRequest } from '../../core/errors';
import { collectionBody, iri, jsonLd, paginate } from '../../core/hydra';
import { listWhere, parseListParams, type ListSpec } from '../../core/list-query';
import { agencyRef, dateParam, learnerIri, trainingRef } from './common';
import { LEARNER_LIST_BASE, selectLearners, type LearnerQuery, type LearnerRow } from './select';

/** A light row for pickers and the special lists (exam-eligible, sort, available, group). */
function toLight(row: Pick<LearnerRow, 'id' | 'first_name' | 'last_name' | 'neph' | 'agency_id' | 'agency_name' | 'training_id' | 'training_code' | 'training_name'>): LearnerLight {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    neph: row.neph,
    agency: agencyRef(row.agency_id, row.agency_name),
    training: row.training_id === null ? null : trainingRef(row.training_id, row.training_code ?? '', row.training_name ?? ''),
  };
}

const LIGHT_SPEC: ListSpec = {
  ...LEARNER_LIST_BASE,
  order: { lastName: 'learners.last_name', firstName: 'learners.first_name', createdAt: 'learners.created_at', neph: 'learners.neph' },
  exact: {
    agency: { column: 'learners.agency_id', kind: 'int' },
    archived: { column: 'learners.archived', kind: 'bool' },
    training: { column: 'learners.training_id', kind: 'int' },
  },
};

/** Runs a light list (non-archived unless `archived` is given) and answers the Hydra collection. */
export function lightList(deps: AppDeps, base: LearnerQuery, query: Record<string, string[]>, url: string, type = 'LearnerLight'): Promise<HydraCollection<LearnerLight>> {
  const withArchived = query.archived ? base : base.where('learners.archived', '=', 0);
  return paginate(withArchived, {
    query,
    requestUrl: url,
    spec: LIGHT_SPEC,
    dialect: deps.dialect,
    idColumn: 'learners.id',
    toJsonLd: (row: LearnerRow) => jsonLd(type, learnerIri(row.id), toLight(row)),
  });
}

function toHHmm(value: string | undefined, name: string): string | null {
  if (value === undefined || value === '') return null;
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(value)) throw badRequest(`Le paramètre « ${name} » attend une heure HH:MM.`);
  return value;
}

/** The ISO weekday (Monday = 1) of a YYYY-MM-DD date. */
function isoWeekday(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** `GET /learners/payment`: the light list with each learner's financiers and contracted amount. */
export async function paymentList(deps: AppDeps, auth: AuthContext, query: Record<string, string[]>, url: string): Promise<HydraCollection<LearnerPayment>> {
  const body = await lightList(deps, selectLearners(deps, auth), query, url, 'LearnerPayment');
  const ids = body['hydra:member'].map((m) => m.id);
  const [financiers, amounts] = ids.length
    ? await Promise.all([
        deps.db
          .selectFrom('learner_trainings as lt')
          .innerJoin('organizations as o', 'o.id', 'lt.financier_id')
          .select(['lt.learner_id', 'o.id', 'o.name'])
          .where('lt.learner_id', 'in', ids)
          .orderBy('o.name')
          .execute(),
        deps.db
          .selectFrom('learner_contracts as lc')
          .select([
            'lc.learner_id',
            sql<number>`sum(lc.registration_fee_cents + lc.theory_price_cents + lc.exam_fee_cents + lc.ants_mandate_fee_cents + lc.ants_title_fee_cents + lc.booklet_fee_cents + lc.review_fee_cents + (lc.hour_price_cents * lc.forecast_minutes) / 60)`.as('contract_cents'),
            sql<number>`coalesce(sum((select sum(ca.hour_price_cents * ca.extra_minutes / 60) from contract_amendments ca where ca.contract_id = lc.id and ca.status = 'signed')), 0)`.as('amendment_cents'),
          ])
          .where('lc.learner_id', 'in', ids)
          .where('lc.status', '=', 'signed')
          .groupBy('lc.learner_id')
          .execute(),
      ])
    : [[], []];
  const members = body['hydra:member'].map((member) => {
    const amount = amounts.find((a) => a.learner_id === member.id);
    const payment: JsonLd<LearnerPayment> = {
      ...member,
      financiers: financiers
        .filter((f) => f.learner_id === member.id)
        .filter((f, index, all) => all.findIndex((g) => g.id === f.id) === index)
        .map((f) => ({ '@id': iri('/accountingDocs/organizations', f.id), id: f.id, name: f.name })),
      contractedAmount: amount ? Math.round(Number(amount.contract_cents) + Number(amount.amendment_cents)) / 100 : 0,
    };
    return payment;
  });
  return { ...body, 'hydra:member': members };
}

/** `GET /learners/available`: the non-archived learners whose weekly availability covers the slot. */
export async function availableList(deps: AppDeps, auth: AuthContext, query: Record<string, string[]>, url: string): Promise<HydraCollection<LearnerLight>> {
  const date = dateParam(query, 'date');
  if (!date) throw badRequest('Le paramètre « date » est obligatoire (AAAA-MM-JJ).');
  const start = toHHmm(query.startTime?.at(-1), 'startTime') ?? '00:00';
  const end = toHHmm(query.endTime?.at(-1), 'endTime') ?? '23:59';
  if (start >= end) throw badRequest('L’heure de fin doit suivre l’heure de début.');
  const params = parseListParams(query, LIGHT_SPEC);
  const candidates = await selectLearners(deps, auth)
    .innerJoin('availability_schedules as av', 'av.learner_id', 'learners.id')
    .select('av.schedules_json')
    .where('learners.archived', '=', 0)
    .where((eb) => eb.or([eb('av.period_start', 'is', null), eb('av.period_start', '<=', date)]))
    .where((eb) => eb.or([eb('av.period_end', 'is', null), eb('av.period_end', '>=', date)]))
    .where((eb) => listWhere(eb, params, LIGHT_SPEC, deps.dialect))
    .orderBy('learners.last_name')
    .orderBy('learners.first_name')
    .orderBy('learners.id')
    .execute();
  const day = isoWeekday(date);
  const available = candidates.filter((row) => {
    const slots = JSON.parse(row.schedules_json) as { day: number; start: string; end: string }[];
    return slots.some((slot) => slot.day === day && slot.start <= start && slot.end >= end);
  });
  const page = available.slice((params.page - 1) * params.itemsPerPage, params.page * params.itemsPerPage);
  return collectionBody(url, page.map((row) => jsonLd('LearnerLight', learnerIri(row.id), toLight(row))), available.length, params);
}
