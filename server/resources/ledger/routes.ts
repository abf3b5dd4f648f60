import { createHash } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { Hono } from 'hono';
import type { Kysely, Transaction } from 'kysely';
import { closureCreateSchema, closurePeriodName } from '../../../src/modules/ledger/schema';
import type { ClosurePeriod, ClosureTotals, LedgerClosure, LedgerEvent, LedgerVerification } from '../../../src/modules/ledger/types';
import { toEuros } from '../../../src/shared/accounting/totals';
import type { Permission } from '../../../src/shared/auth/permissions';
import { csvDocument } from '../../core/csv';
import type { AppDeps, AppEnv, AuthContext } from '../../core/env';
import { ApiError, conflict } from '../../core/errors';
import { iri, jsonLd, paginate } from '../../core/hydra';
import { assertPermission, can } from '../../core/permissions';
import { parseJson } from '../../core/validation';
import type { Database } from '../../db/schema';
import { fileResponse } from '../../pdf/response';
import { addDays, parisDate } from '../bills/model';
import { ACCOUNTING_DOCUMENTS, INVOICES } from '../../../src/shared/auth/permission-groups';
import { auditLedger } from './audit';
import { appendEvent, lockChain } from './chain';
import { buildFec } from './fec';
import { periodBounds, sumEvents } from './closures';
import { archiveSigningKey, signBytes } from './signing';

const READ_LOG: Permission[] = ['isViewEventLog', 'isAccessFiscalArchive'];
const ARCHIVE: Permission[] = ['isAccessFiscalArchive'];
/** Who may see the values a verification finding compares: whoever may read invoices, receipts or the log. */
const READ_DOCUMENTS: Permission[] = [...ACCOUNTING_DOCUMENTS, ...INVOICES];

const violation = (propertyPath: string, message: string) => new ApiError(422, message, [{ propertyPath, message }]);

function selectEvents(deps: AppDeps, auth: AuthContext) {
  return deps.db
    .selectFrom('ledger_events')
    .leftJoin('users', 'users.id', 'ledger_events.user_id')
    .selectAll('ledger_events')
    .select(['users.first_name', 'users.last_name'])
    .where('ledger_events.structure_id', '=', auth.structureId);
}

type EventRow = Awaited<ReturnType<ReturnType<typeof selectEvents>['executeTakeFirstOrThrow']>>;

const toEvent = (row: EventRow): LedgerEvent => ({
  id: row.id,
  seq: row.seq,
  eventType: row.event_type,
  documentType: row.document_type,
  documentId: row.document_id,
  documentNumber: row.document_number,
  amount: row.amount_cents === null ? null : toEuros(row.amount_cents),
  payload: JSON.parse(row.payload) as Record<string, unknown>,
  user: row.user_id === null ? null : { id: row.user_id, name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() },
  createdAt: row.created_at,
  previousHash: row.previous_hash,
  hash: row.hash,
  scheme: row.scheme,
  documentDigest: row.document_digest,
});

type ClosureRow = Awaited<ReturnType<ReturnType<typeof selectClosures>['executeTakeFirstOrThrow']>>;

function selectClosures(deps: AppDeps, auth: AuthContext) {
  return deps.db.selectFrom('ledger_closures').selectAll().where('ledger_closures.structure_id', '=', auth.structureId);
}

const toClosure = (row: ClosureRow): LedgerClosure => ({
  id: row.id,
  periodType: row.period_type as ClosurePeriod,
  periodStart: row.period_start,
  periodEnd: row.period_end,
  coveredFrom: row.covered_from ?? row.period_start,
  totals: JSON.parse(row.totals) as ClosureTotals,
  netTtc: toEuros(row.net_ttc_cents),
  cumulativeTtc: toEuros(row.cumulative_ttc_cents),
  payments: toEuros(row.payments_cents),
  cumulativePayments: toEuros(row.cumulative_payments_cents),
  eventsCount: row.events_count,
  eventSeq: row.event_seq,
  hash: row.hash,
  createdAt: row.created_at,
});

/**
 * The events recorded (Paris calendar day of `created_at`) between two days included; without a first
 * day, every event up to the last one.
 */
async function eventsBetween(db: Kysely<Database> | Transaction<Database>, structureId: number, start: string | null, end: string) {
  let query = db
    .selectFrom('ledger_events')
    .selectAll()
    .where('structure_id', '=', structureId)
    .where('created_at', '<', `${addDays(end, 2)}T00:00:00.000Z`);
  if (start !== null) query = query.where('created_at', '>=', `${addDays(start, -1)}T00:00:00.000Z`);
  const rows = await query.orderBy('seq').execute();
  return rows.filter((row) => {
    const day = parisDate(new Date(row.created_at));
    return (start === null || day >= start) && day <= end;
  });
}

const router = new Hono<AppEnv>();

/** `GET /accounting/ledger/events` (page, itemsPerPage, eventType, documentType, createdAt range, order[seq]). */
router.get('/accounting/ledger/events', async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, READ_LOG);
  const body = await paginate(selectEvents(deps, auth), {
    query: c.req.queries(),
    requestUrl: c.req.url,
    spec: {
      defaultItemsPerPage: 20,
      maxItemsPerPage: 500,
      order: { seq: 'ledger_events.seq', createdAt: 'ledger_events.created_at' },
      defaultOrder: [['ledger_events.seq', 'desc']],
      search: ['ledger_events.document_number', 'ledger_events.hash'],
      exact: {
        eventType: { column: 'ledger_events.event_type', kind: 'string' },
        documentType: { column: 'ledger_events.document_type', kind: 'string' },
      },
      date: { createdAt: 'ledger_events.created_at' },
    },
    dialect: deps.dialect,
    idColumn: 'ledger_events.id',
    toJsonLd: (row) => jsonLd('LedgerEvent', iri('/accounting/ledger/events', row.id), toEvent(row)),
  });
  return c.json(body);
});

/**
 * `GET /accounting/ledger/verify`: checks the caller's structure's whole chain, its sealed head, and
 * every invoice, credit note and payment recomputed from its rows (every signed-in user may ask).
 */
router.get('/accounting/ledger/verify', async (c) => {
  const { deps, auth } = c.var;
  const result = await auditLedger(deps.db, auth.structureId, deps.config.ledgerKey);
  // What differs shows customers and amounts: only to who may read the documents or the log.
  const findings = can(auth, READ_DOCUMENTS) ? result.findings : result.findings.map((finding) => ({ ...finding, differences: [] }));
  const body: LedgerVerification = { ...result, findings, verifiedAt: deps.now().toISOString() };
  return c.json({ '@id': '/api/accounting/ledger/verify', '@type': 'LedgerVerification', ...body });
});

router.get('/accounting/ledger/closures', async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, READ_LOG);
  const body = await paginate(selectClosures(deps, auth), {
    query: c.req.queries(),
    requestUrl: c.req.url,
    spec: {
      defaultItemsPerPage: 10,
      maxItemsPerPage: 500,
      order: { periodStart: 'ledger_closures.period_start', createdAt: 'ledger_closures.created_at' },
      defaultOrder: [['ledger_closures.period_start', 'desc']],
      exact: { periodType: { column: 'ledger_closures.period_type', kind: 'string' } },
    },
    dialect: deps.dialect,
    idColumn: 'ledger_closures.id',
    toJsonLd: (row) => jsonLd('LedgerClosure', iri('/accounting/ledger/closures', row.id), toClosure(row)),
  });
  return c.json(body);
});

/**
 * `POST /accounting/ledger/closures {periodType, date}`: closes a finished day, month or year with
 * its totals and the perpetual cumulative totals of that period type; the closure is itself chained
 * in the event log. A period closes once, and never before a later closure of the same type.
 *
 * A closure covers everything recorded since the previous closure of its type (the first one, since
 * the first event) up to the end of its period: days, months or years left unclosed are not lost
 * from the totals (docs/decisions.md, « NF525 closures »).
 */
router.post('/accounting/ledger/closures', async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, ARCHIVE);
  const input = await parseJson(c, closureCreateSchema);
  const { start, end } = periodBounds(input.periodType, input.date);
  const today = parisDate(deps.now());
  if (end >= today) throw violation('date', 'Cette période n’est pas terminée : elle ne peut pas encore être clôturée.');
  const now = deps.now().toISOString();
  const id = await deps.db.transaction().execute(async (trx) => {
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
  return c.json(jsonLd('LedgerClosure', iri('/accounting/ledger/closures', id), toClosure(row)), 201);
});

const csv = (header: string[], rows: (string | number | null)[][]) => csvDocument([header, ...rows], { separator: ';' });
const amount = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/**
 * `GET /accounting/ledger/archive?from=YYYY-MM-DD&to=YYYY-MM-DD` (default: the current year): the
 * fiscal archive, a zip of the period's events (with their hashes), documents, payments, closures and
 * accounting entries, a manifest with every file's sha256, and the manifest's Ed25519 signature with
 * the public key to check it. The export itself is logged in the chain.
 */
router.get('/accounting/ledger/archive', async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, ARCHIVE);
  const today = parisDate(deps.now());
  const from = c.req.query('from') ?? `${today.slice(0, 4)}-01-01`;
  const to = c.req.query('to') ?? today;
  const dateRe = /^\d{4}-\d{2}-\d{2}$/;
  if (!dateRe.test(from) || !dateRe.test(to)) throw new ApiError(400, 'Les dates de l’archive attendent le format AAAA-MM-JJ.');
  if (from > to) throw new ApiError(400, 'La date de début de l’archive doit précéder sa date de fin.');

  const structure = await deps.db.selectFrom('structures').select(['id', 'name', 'code_client']).where('id', '=', auth.structureId).executeTakeFirstOrThrow();
  const events = await eventsBetween(deps.db, auth.structureId, from, to);
  const verification = await auditLedger(deps.db, auth.structureId, deps.config.ledgerKey);
  const documents = await deps.db
    .selectFrom('bills')
    .innerJoin('agencies', 'agencies.id', 'bills.agency_id')
    .leftJoin('bills as src', 'src.id', 'bills.source_id')
    .select([
      'bills.id', 'bills.kind', 'bills.number', 'bills.issue_date', 'bills.customer_name', 'bills.learner_id', 'bills.agency_id',
      'agencies.name as agency_name', 'bills.total_ht_cents', 'bills.total_tva_cents', 'bills.total_ttc_cents', 'src.number as source_number',
    ])
    .where('bills.structure_id', '=', auth.structureId)
    .where('bills.kind', 'in', ['invoice', 'credit_note'])
    .where('bills.number', 'is not', null)
    .where('bills.issue_date', '>=', from)
    .where('bills.issue_date', '<=', to)
    .orderBy('bills.kind')
    .orderBy('bills.sequence')
    .execute();
  const payments = await deps.db
    .selectFrom('payments')
    .innerJoin('bills', 'bills.id', 'payments.bill_id')
    .select(['payments.receipt_number', 'payments.paid_on', 'payments.amount_cents', 'payments.method', 'payments.payer_name', 'payments.agency_id', 'payments.bill_id', 'bills.learner_id', 'bills.number as invoice_number'])
    .where('payments.structure_id', '=', auth.structureId)
    .where('payments.paid_on', '>=', from)
    .where('payments.paid_on', '<=', to)
    .orderBy('payments.receipt_sequence')
    .execute();
  const closures = await selectClosures(deps, auth).where('period_start', '>=', from).where('period_end', '<=', to).orderBy('period_type').orderBy('period_start').execute();
  const accounts = await deps.db.selectFrom('customer_accounts').selectAll().where('structure_id', '=', auth.structureId).execute();
  const accountsOf = (agencyId: number) =>
    accounts.find((a) => a.agency_id === agencyId) ?? { customer_account: '411000', auxiliary_per_learner: 0, sales_account: '706000', vat_account: '445710', bank_account: '512000', sales_journal: 'VE', bank_journal: 'BQ' };
  const customerAccount = (agencyId: number, learnerId: number | null) => {
    const a = accountsOf(agencyId);
    return a.auxiliary_per_learner === 1 && learnerId !== null ? `411${String(learnerId).padStart(6, '0')}` : a.customer_account;
  };
  const entries: (string | number | null)[][] = [];
  for (const d of documents) {
    const a = accountsOf(d.agency_id);
    const isCredit = d.kind === 'credit_note';
    const label = `${isCredit ? 'Avoir' : 'Facture'} ${d.number} ${d.customer_name}`;
    /** An invoice debits the customer and credits sales and VAT; a credit note does the reverse. */
    const line = (account: string, cents: number, customerSide: boolean) => {
      const debit = customerSide !== isCredit;
      entries.push([a.sales_journal, d.issue_date, account, d.number, label, debit ? amount(cents) : '', debit ? '' : amount(cents)]);
    };
    line(customerAccount(d.agency_id, d.learner_id), d.total_ttc_cents, true);
    line(a.sales_account, d.total_ht_cents, false);
    if (d.total_tva_cents !== 0) line(a.vat_account, d.total_tva_cents, false);
  }
  for (const p of payments) {
    const a = accountsOf(p.agency_id);
    const label = `Règlement ${p.invoice_number ?? ''} ${p.payer_name}`;
    entries.push([a.bank_journal, p.paid_on, a.bank_account, p.receipt_number, label, amount(p.amount_cents), '']);
    entries.push([a.bank_journal, p.paid_on, customerAccount(p.agency_id, p.learner_id), p.receipt_number, label, '', amount(p.amount_cents)]);
  }

  const files: Record<string, Uint8Array> = {
    'evenements.jsonl': strToU8(events.map((e) => JSON.stringify({ seq: e.seq, eventType: e.event_type, documentType: e.document_type, documentId: e.document_id, documentNumber: e.document_number, amountCents: e.amount_cents, payload: e.payload, userId: e.user_id, createdAt: e.created_at, previousHash: e.previous_hash, hash: e.hash })).join('\n')),
    'factures-et-avoirs.csv': strToU8(
      csv(['Type', 'Numéro', 'Date', 'Agence', 'Client', 'Document d’origine', 'Total HT', 'TVA', 'Total TTC'], documents.map((d) => [d.kind === 'invoice' ? 'Facture' : 'Avoir', d.number, d.issue_date, d.agency_name, d.customer_name, d.source_number, amount(d.total_ht_cents), amount(d.total_tva_cents), amount(d.total_ttc_cents)])),
    ),
    'reglements.csv': strToU8(csv(['Reçu', 'Date', 'Facture', 'Payeur', 'Mode', 'Montant'], payments.map((p) => [p.receipt_number, p.paid_on, p.invoice_number, p.payer_name, p.method, amount(p.amount_cents)]))),
    'clotures.csv': strToU8(
      csv(['Période', 'Début', 'Fin', 'Couvre depuis', 'Total TTC net', 'Cumul TTC', 'Règlements', 'Cumul règlements', 'Événements', 'Empreinte'], closures.map((r) => [closurePeriodName(r.period_type), r.period_start, r.period_end, r.covered_from ?? r.period_start, amount(r.net_ttc_cents), amount(r.cumulative_ttc_cents), amount(r.payments_cents), amount(r.cumulative_payments_cents), r.events_count, r.hash])),
    ),
    'ecritures.csv': strToU8(csv(['JournalCode', 'EcritureDate', 'CompteNum', 'PieceRef', 'EcritureLib', 'Debit', 'Credit'], entries)),
  };
  const manifest = {
    software: 'Volant',
    structure: { id: structure.id, name: structure.name, codeClient: structure.code_client },
    period: { from, to },
    generatedAt: deps.now().toISOString(),
    chain: { verified: verification.ok, lastSeq: verification.lastSeq, lastHash: verification.lastHash, firstBroken: verification.firstBroken, findings: verification.findings },
    files: Object.entries(files).map(([name, bytes]) => ({ name, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') })),
  };
  const manifestBytes = strToU8(JSON.stringify(manifest, null, 2));
  const { privateKey, publicKeyPem } = archiveSigningKey(deps.config.jwtSecret);
  const signature = { algorithm: 'Ed25519', signedFile: 'manifest.json', signature: signBytes(privateKey, manifestBytes), publicKey: publicKeyPem };
  const zip = zipSync({ ...files, 'manifest.json': manifestBytes, 'signature.json': strToU8(JSON.stringify(signature, null, 2)) });
  await deps.db.transaction().execute((trx) =>
    appendEvent(trx, deps.config.ledgerKey, {
      structureId: auth.structureId,
      userId: auth.userId,
      type: 'archive.exported',
      document: { type: 'archive', id: null, number: `${from}:${to}` },
      payload: { from, to, manifestSha256: createHash('sha256').update(manifestBytes).digest('hex'), events: events.length },
      createdAt: deps.now().toISOString(),
    }),
  );
  return fileResponse(c, zip, `Archive-fiscale-${structure.code_client}-${from}-${to}.zip`, 'application/zip');
});

/**
 * `GET /accounting/ledger/fec?year=YYYY`: the structure's « Fichier des écritures comptables » of a
 * fiscal year (tab separated, UTF-8), named `SIRENFECAAAAMMJJ.txt`; same permission as the archive.
 */
router.get('/accounting/ledger/fec', async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, ARCHIVE);
  const year = c.req.query('year') ?? '';
  if (!/^\d{4}$/.test(year) || Number(year) < 2000 || Number(year) > 2100) throw new ApiError(400, 'L’exercice du FEC attend une année au format AAAA (2000 à 2100).');
  const fec = await buildFec(deps.db, auth.structureId, Number(year));
  return fileResponse(c, new TextEncoder().encode(fec.content), fec.fileName, 'text/plain; charset=utf-8');
});

export const ledgerRoutes = router;
