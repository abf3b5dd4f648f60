import { closureCreateSchema, ledgerClosureSchema, type ClosureCreate } from '../../../src/modules/ledger/schema';
import type { LedgerClosure } from '../../../src/modules/ledger/types';
import { conflict, invalidField } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import { collectionRoute, itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { addDays } from '../bills/model';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import { appendEvent, lockChain } from './chain';
import { fiscalTransaction } from './witness-keeper';
import { periodBounds, sumEvents } from './closures';
import { READ_LOG } from './ledger-events';
import { eventsBetween, selectClosures, toClosure } from './ledger-store';

const PATH = '/accounting/ledger/closures';

/** The NF525 closures of the structure (`/accounting/ledger/closures`): listed, and made for a finished period. */
export const LEDGER_CLOSURE_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<LedgerClosure>({
    method: 'GET',
    path: PATH,
    access: READ_LOG,
    hydraClass: 'LedgerClosure',
    summary: 'Lists the structure’s closures, newest period first (periodType filter).',
    output: ledgerClosureSchema,
    handle: ({ deps, auth, paginate }) =>
      paginate(selectClosures(deps, auth), {
        spec: {
          defaultItemsPerPage: 10,
          maxItemsPerPage: 500,
          order: { periodStart: 'ledger_closures.period_start', createdAt: 'ledger_closures.created_at' },
          defaultOrder: [['ledger_closures.period_start', 'desc']],
          exact: { periodType: { column: 'ledger_closures.period_type', kind: 'string' } },
        },
        idColumn: 'ledger_closures.id',
        toJsonLd: (row) => jsonLd('LedgerClosure', iri(PATH, row.id), toClosure(row)),
      }),
  }),

  /**
   * `POST /accounting/ledger/closures {periodType, date}`: closes a finished day, month or year with
   * its totals and the perpetual cumulative totals of that period type; the closure is itself chained
   * in the event log. A period closes once, and never before a later closure of the same type.
   *
   * A closure covers everything recorded since the previous closure of its type (the first one, since
   * the first event) up to the end of its period: days, months or years left unclosed are not lost
   * from the totals (docs/decisions.md, « NF525 »).
   */
  itemRoute<ClosureCreate, LedgerClosure>({
    method: 'POST',
    path: PATH,
    access: ['isAccessFiscalArchive'],
    hydraClass: 'LedgerClosure',
    summary: 'Closes a finished day, month or year with its totals and perpetual cumulative totals; the closure is chained in the event log.',
    input: closureCreateSchema,
    status: 201,
    output: ledgerClosureSchema,
    async handle({ deps, auth, body: input }) {
    const { start, end } = periodBounds(input.periodType, input.date);
    const today = parisDate(deps.now());
    if (end >= today) throw invalidField('date', 'Cette période n’est pas terminée : elle ne peut pas encore être clôturée.');
    const now = deps.now().toISOString();
    const id = await fiscalTransaction(deps, auth.structureId, async (trx) => {
      await lockChain(trx, auth.structureId);
      const existing = await trx
        .selectFrom('ledger_closures')
        .select(['period_start', 'period_end', 'cumulative_ttc_cents', 'cumulative_payments_cents'])
        .where('structure_id', '=', auth.structureId)
        .where('period_type', '=', input.periodType)
        .orderBy('period_start', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (existing && existing.period_start === start) throw conflict('Cette période est déjà clôturée.');
      if (existing && existing.period_start > start) throw conflict('Une période plus récente est déjà clôturée : les clôtures se font dans l’ordre.');
      const events = await eventsBetween(trx, auth.structureId, existing ? addDays(existing.period_end, 1) : null, end);
      const firstDay = events[0] ? parisDate(new Date(events[0].created_at)) : start;
      const coveredFrom = existing ? addDays(existing.period_end, 1) : firstDay < start ? firstDay : start;
      const { totals, netTtcCents, paymentsCents } = sumEvents(events.map((e) => ({ eventType: e.event_type, amountCents: e.amount_cents, payload: e.payload })));
      const cumulativeTtc = (existing?.cumulative_ttc_cents ?? 0) + netTtcCents;
      const cumulativePayments = (existing?.cumulative_payments_cents ?? 0) + paymentsCents;
      const event = await appendEvent(trx, deps.config.ledgerKey, {
        structureId: auth.structureId,
        userId: auth.userId,
        type: `closure.${input.periodType}`,
        document: { type: 'closure', id: null, number: `${input.periodType}:${start}` },
        amountCents: netTtcCents,
        // The closure seals the chain's head as it stands before it: the events it closes can no longer go unseen.
        payload: (head) => ({
          chainHead: head,
          periodType: input.periodType,
          periodStart: start,
          periodEnd: end,
          coveredFrom,
          eventsCount: events.length,
          firstSeq: events[0]?.seq ?? null,
          lastSeq: events.at(-1)?.seq ?? null,
          netTtcCents,
          paymentsCents,
          cumulativeTtcCents: cumulativeTtc,
          cumulativePaymentsCents: cumulativePayments,
          vat: totals.vat.map((v) => ({ rateBp: Math.round(v.rate * 100), baseHtCents: Math.round(v.baseHt * 100), tvaCents: Math.round(v.tva * 100) })),
        }),
        createdAt: now,
      });
      const row = await trx
        .insertInto('ledger_closures')
        .values({
          structure_id: auth.structureId,
          period_type: input.periodType,
          period_start: start,
          period_end: end,
          covered_from: coveredFrom,
          totals: JSON.stringify(totals),
          net_ttc_cents: netTtcCents,
          cumulative_ttc_cents: cumulativeTtc,
          payments_cents: paymentsCents,
          cumulative_payments_cents: cumulativePayments,
          events_count: events.length,
          event_seq: event.seq,
          hash: event.hash,
          user_id: auth.userId,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
      const row = await selectClosures(deps, auth).where('id', '=', id).executeTakeFirstOrThrow();
      return jsonLd('LedgerClosure', iri(PATH, id), toClosure(row));
    },
  }),
];
