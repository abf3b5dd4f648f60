import { createHash } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { closurePeriodName } from '../../../src/modules/ledger/schema';
import { csvDocument } from '../../core/csv';
import { badRequest } from '../../core/errors';
import { rawRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { fileResponse } from '../../pdf/response';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import { auditLedger } from './audit';
import { appendEvent } from './chain';
import { fiscalTransaction } from './witness-keeper';
import { accountingEntries } from './entries';
import { buildFec } from './fec';
import { eventsBetween, selectClosures } from './ledger-store';
import { archiveSigningKey, signBytes } from './signing';

const csv = (header: string[], rows: (string | number | null)[][]) => csvDocument([header, ...rows], { separator: ';' });
const amount = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/** The fiscal archive and the FEC of the structure: files, for who may access the fiscal archive. */
export const FISCAL_EXPORT_ROUTES: readonly RouteDeclaration[] = [
  /**
   * `GET /accounting/ledger/archive?from=YYYY-MM-DD&to=YYYY-MM-DD` (default: the current year): the
   * fiscal archive, a zip of the period's events (with their hashes), documents, payments, closures and
   * accounting entries, a manifest with every file's sha256, and the manifest's Ed25519 signature with
   * the public key to check it. The export itself is logged in the chain.
   */
  rawRoute({
    method: 'GET',
    path: '/accounting/ledger/archive',
    access: ['isAccessFiscalArchive'],
    hydraClass: 'FiscalArchive',
    summary: 'The fiscal archive of a period (`from`, `to`; default the current year): a signed zip of events, documents, payments, closures and entries.',
    mediaType: 'application/zip',
    async handle({ deps, auth, query }, c) {
      const today = parisDate(deps.now());
      const from = query.from?.[0] ?? `${today.slice(0, 4)}-01-01`;
      const to = query.to?.[0] ?? today;
      const dateRe = /^\d{4}-\d{2}-\d{2}$/;
      if (!dateRe.test(from) || !dateRe.test(to)) throw badRequest('Les dates de l’archive attendent le format AAAA-MM-JJ.');
      if (from > to) throw badRequest('La date de début de l’archive doit précéder sa date de fin.');

      const structure = await deps.db.selectFrom('structures').select(['id', 'name', 'code_client']).where('id', '=', auth.structureId).executeTakeFirstOrThrow();
      const events = await eventsBetween(deps.db, auth.structureId, from, to);
      const verification = await auditLedger(deps.db, auth.structureId, deps.config);
      const documents = await deps.db
        .selectFrom('bills')
        .innerJoin('agencies', 'agencies.id', 'bills.agency_id')
        .leftJoin('bills as src', 'src.id', 'bills.source_id')
        .select([
          'bills.kind', 'bills.number', 'bills.issue_date', 'bills.customer_name', 'agencies.name as agency_name', 'bills.total_ht_cents', 'bills.total_tva_cents', 'bills.total_ttc_cents', 'src.number as source_number',
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
        .select(['payments.receipt_number', 'payments.paid_on', 'payments.amount_cents', 'payments.method', 'payments.payer_name', 'bills.number as invoice_number'])
        .where('payments.structure_id', '=', auth.structureId)
        .where('payments.paid_on', '>=', from)
        .where('payments.paid_on', '<=', to)
        .orderBy('payments.receipt_sequence')
        .execute();
      const closures = await selectClosures(deps, auth).where('period_start', '>=', from).where('period_end', '<=', to).orderBy('period_type').orderBy('period_start').execute();
      // The same entries as the FEC, on the same chart of accounts (account-plan.ts).
      const entries = (await accountingEntries(deps.db, auth.structureId, from, to)).flatMap((e) =>
        e.lines.map((l) => [e.journal.code, e.date, l.account.num, l.aux?.num ?? '', e.pieceRef, e.label, l.debitCents ? amount(l.debitCents) : '', l.creditCents ? amount(l.creditCents) : '']),
      );

      const files: Record<string, Uint8Array> = {
        'evenements.jsonl': strToU8(events.map((e) => JSON.stringify({ seq: e.seq, eventType: e.event_type, documentType: e.document_type, documentId: e.document_id, documentNumber: e.document_number, amountCents: e.amount_cents, payload: e.payload, userId: e.user_id, createdAt: e.created_at, previousHash: e.previous_hash, hash: e.hash })).join('\n')),
        'factures-et-avoirs.csv': strToU8(
          csv(['Type', 'Numéro', 'Date', 'Agence', 'Client', 'Document d’origine', 'Total HT', 'TVA', 'Total TTC'], documents.map((d) => [d.kind === 'invoice' ? 'Facture' : 'Avoir', d.number, d.issue_date, d.agency_name, d.customer_name, d.source_number, amount(d.total_ht_cents), amount(d.total_tva_cents), amount(d.total_ttc_cents)])),
        ),
        'reglements.csv': strToU8(csv(['Reçu', 'Date', 'Facture', 'Payeur', 'Mode', 'Montant'], payments.map((p) => [p.receipt_number, p.paid_on, p.invoice_number, p.payer_name, p.method, amount(p.amount_cents)]))),
        'clotures.csv': strToU8(
          csv(['Période', 'Début', 'Fin', 'Couvre depuis', 'Total TTC net', 'Cumul TTC', 'Règlements', 'Cumul règlements', 'Événements', 'Empreinte'], closures.map((r) => [closurePeriodName(r.period_type), r.period_start, r.period_end, r.covered_from ?? r.period_start, amount(r.net_ttc_cents), amount(r.cumulative_ttc_cents), amount(r.payments_cents), amount(r.cumulative_payments_cents), r.events_count, r.hash])),
        ),
        'ecritures.csv': strToU8(csv(['JournalCode', 'EcritureDate', 'CompteNum', 'CompAuxNum', 'PieceRef', 'EcritureLib', 'Debit', 'Credit'], entries)),
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
      await fiscalTransaction(deps, auth.structureId, (trx) =>
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
    },
  }),

  /**
   * `GET /accounting/ledger/fec?year=YYYY`: the structure's « Fichier des écritures comptables » of the
   * fiscal year that closes in `year` (tab separated, UTF-8), named `SIRENFECAAAAMMJJ.txt` after its
   * closing day; same permission as the archive.
   */
  rawRoute({
    method: 'GET',
    path: '/accounting/ledger/fec',
    access: ['isAccessFiscalArchive'],
    hydraClass: 'Fec',
    summary: 'The « Fichier des écritures comptables » of the fiscal year closing in `year`, tab separated, named SIRENFECAAAAMMJJ.txt after its closing day.',
    refusals: [404, 422],
    mediaType: 'text/plain',
    async handle({ deps, auth, query }, c) {
      const year = query.year?.[0] ?? '';
      if (!/^\d{4}$/.test(year) || Number(year) < 2000 || Number(year) > 2100) throw badRequest('L’exercice du FEC attend une année au format AAAA (2000 à 2100).');
      const fec = await buildFec(deps.db, auth.structureId, Number(year));
      return fileResponse(c, new TextEncoder().encode(fec.content), fec.fileName, 'text/plain; charset=utf-8');
    },
  }),
];
