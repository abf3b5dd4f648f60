import { sql, type SqlBool } from 'kysely';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import type { DueDateBucket, DueDateRow, DueDateStatistic } from '../../../src/modules/dashboards/types';
import type { AppDeps } from '../../core/env';
import { badRequest } from '../../core/errors';
import { jsonLd, paginate } from '../../core/hydra';
import type { ListSpec } from '../../core/list-query';
import { addDays } from '../bills/model';
import { openAmounts, type OpenAmountKind } from '../learners/balance';
import { daysBetween } from '../planning/dates';
import { agencyRef, cents, type DashboardScope, type Query } from './scope';

/**
 * Due dates (« échéances ») still to be paid: the open amounts of the one balance definition
 * (learners/balance.ts): issued invoices with a balance left, unpaid instalments and opening
 * balances, by due date.
 * Their sum is the accounting summary's « Reste à encaisser ».
 */
const openDueDates = (deps: AppDeps, scope: DashboardScope) => openAmounts(deps.db, scope.structureId, scope.agencyIds);

/** The bucket bounds of a day: overdue before today, this week (7 days), this month (30 days), later. */
export function bucketBounds(today: string) {
  return { week: addDays(today, 7), month: addDays(today, 30) };
}

export function bucketOf(dueDate: string, today: string): DueDateBucket {
  const { week, month } = bucketBounds(today);
  if (dueDate < today) return 'overdue';
  if (dueDate <= week) return 'week';
  if (dueDate <= month) return 'month';
  return 'later';
}

export async function dueDateStatistic(deps: AppDeps, scope: DashboardScope, today: string): Promise<DueDateStatistic> {
  const { week, month } = bucketBounds(today);
  const bucket = sql<DueDateBucket>`case when d.due_date < ${today} then 'overdue' when d.due_date <= ${week} then 'week' when d.due_date <= ${month} then 'month' else 'later' end`;
  const [buckets, months] = await Promise.all([
    openDueDates(deps, scope)
      .select([bucket.as('bucket'), sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(d.amount_cents), 0)`.as('amount')])
      // By position: PostgreSQL would not match the CASE of the GROUP BY (its own bind parameters) with the selected one.
      .groupBy(sql`1`)
      .execute(),
    openDueDates(deps, scope)
      .select([sql<string>`substr(d.due_date, 1, 7)`.as('month'), sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(d.amount_cents), 0)`.as('amount')])
      .where('d.due_date', '<=', addDays(today, 366))
      .groupBy(sql`substr(d.due_date, 1, 7)`)
      .orderBy(sql`substr(d.due_date, 1, 7)`)
      .execute(),
  ]);
  const byBucket = new Map(buckets.map((b) => [b.bucket, b]));
  return {
    today,
    buckets: (['overdue', 'week', 'month', 'later'] as const).map((name) => {
      const row = byBucket.get(name);
      return { bucket: name, count: Number(row?.n ?? 0), amount: cents(row?.amount) };
    }),
    months: months.map((m) => ({ month: m.month, count: Number(m.n), amount: cents(m.amount) })),
  };
}

const TABLE_SPEC: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 1000,
  order: { dueDate: 'd.due_date', amount: 'd.amount_cents', customerName: 'd.customer_name', label: 'd.label', agency: 'ag.name' },
  defaultOrder: [['d.due_date', 'asc'], ['d.customer_name', 'asc'], ['d.kind', 'asc']],
  search: ['d.customer_name', 'd.label'],
  exact: { kind: { column: 'd.kind', kind: 'string' }, agencyId: { column: 'd.agency_id', kind: 'int' } },
};

/**
 * The IRI of each kind of open amount. Instalments and opening balances have no resource of their own:
 * theirs is a fragment of the learner's balance (GET /learner/balance/{id}), which counts them.
 */
const DUE_DATE_IRI: Record<OpenAmountKind, (row: { id: number; learner_id: number | null }) => string> = {
  invoice: (row) => `/api/accounting/invoices/${row.id}`,
  deadline: (row) => `/api/learner/balance/${row.learner_id ?? 0}#echeance-${row.id}`,
  opening: (row) => `/api/learner/balance/${row.learner_id ?? 0}#reprise-de-solde`,
};

const BUCKETS: readonly DueDateBucket[] = ['overdue', 'week', 'month', 'later'];

export async function dueDateTable(deps: AppDeps, scope: DashboardScope, today: string, query: Query, requestUrl: string): Promise<HydraCollection<DueDateRow>> {
  const { week, month } = bucketBounds(today);
  const chosen = [...(query.bucket ?? []), ...(query['bucket[]'] ?? [])].filter((b) => b !== '');
  for (const b of chosen) if (!BUCKETS.includes(b as DueDateBucket)) throw badRequest(`Échéance inconnue : « ${b} ».`);
  let base = openDueDates(deps, scope)
    .innerJoin('agencies as ag', 'ag.id', 'd.agency_id')
    .leftJoin('learners as l', 'l.id', 'd.learner_id')
    .select(['d.kind', 'd.id', 'd.label', 'd.due_date', 'd.amount_cents', 'd.learner_id', 'd.customer_name', 'd.agency_id', 'ag.name as agency_name', 'l.first_name', 'l.last_name', 'l.phone', 'l.email']);
  if (chosen.length > 0) {
    base = base.where((eb) =>
      eb.or(
        chosen.map((b) => {
          if (b === 'overdue') return sql<SqlBool>`d.due_date < ${today}`;
          if (b === 'week') return sql<SqlBool>`d.due_date >= ${today} and d.due_date <= ${week}`;
          if (b === 'month') return sql<SqlBool>`d.due_date > ${week} and d.due_date <= ${month}`;
          return sql<SqlBool>`d.due_date > ${month}`;
        }),
      ),
    );
  }
  return paginate(base, {
    query,
    requestUrl,
    spec: TABLE_SPEC,
    dialect: deps.dialect,
    idColumn: 'd.id',
    toJsonLd: (row) =>
      jsonLd<DueDateRow>('DueDate', DUE_DATE_IRI[row.kind](row), {
        kind: row.kind,
        id: row.id,
        label: row.label,
        dueDate: row.due_date,
        amount: cents(row.amount_cents),
        daysLate: Math.max(0, daysBetween(row.due_date, today)),
        learner:
          row.learner_id === null || row.first_name === null || row.last_name === null
            ? null
            : { '@id': `/api/learners/${row.learner_id}`, id: row.learner_id, firstName: row.first_name, lastName: row.last_name, phone: row.phone, email: row.email },
        customerName: row.customer_name,
        agency: agencyRef(row.agency_id, row.agency_name),
      }),
  });
}
