import type { Kysely, Transaction } from 'kysely';
import type { LedgerDifference, LedgerFinding, LedgerVerification } from '../../../src/modules/ledger/types';
import type { Database } from '../../db/schema';
import { loadChain, loadHead } from './chain';
import { documentKey, FISCAL_EVENT, FISCAL_NAMES, loadFiscalDocuments } from './documents';
import { canonicalJson, documentDigest, finding, verifyChain, verifyHead, type StoredChainEvent, type VerifyResult } from '../../../src/shared/ledger/verify';
import { keyFinding, loadBook, WRONG_KEY } from './book';
import { witnessFindings, type LedgerConfig } from './witness-keeper';

type Db = Kysely<Database> | Transaction<Database>;

/** Findings listed in an answer; `findingsCount` counts them all. */
export const FINDINGS_LIMIT = 200;

/** French names of the recorded fields, for the differences a finding lists. */
const FIELD_LABELS: Record<string, string> = {
  number: 'numéro',
  receiptNumber: 'numéro',
  sequence: 'rang dans la numérotation',
  issueDate: 'date',
  dueDate: 'échéance',
  paidOn: 'date du règlement',
  agencyId: 'agence',
  learnerId: 'apprenant',
  organizationId: 'organisme payeur',
  customerName: 'client',
  customerAddress: 'adresse du client',
  payerName: 'payeur',
  quotationNumber: 'devis d’origine',
  invoiceNumber: 'facture',
  reason: 'motif',
  totalHtCents: 'total HT',
  totalTvaCents: 'TVA',
  totalTtcCents: 'total TTC',
  amountCents: 'montant',
  method: 'mode de règlement',
  reference: 'référence',
  vat: 'ventilation de la TVA',
  lines: 'lignes',
  label: 'libellé',
  quantityCenti: 'quantité',
  unitPriceCents: 'prix unitaire HT',
  rateBp: 'taux de TVA',
  periodType: 'type de clôture',
  periodStart: 'début',
  periodEnd: 'fin',
  coveredFrom: 'couvre du',
  netTtcCents: 'total TTC net',
  cumulativeTtcCents: 'cumul TTC',
  paymentsCents: 'règlements',
  cumulativePaymentsCents: 'cumul des règlements',
};

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

function show(key: string, value: unknown): string {
  if (value === null || value === undefined) return '(vide)';
  if (typeof value === 'number' && key.endsWith('Cents')) return euros.format(value / 100);
  if (typeof value === 'number' && key === 'quantityCenti') return String(value / 100).replace('.', ',');
  if (typeof value === 'number' && key === 'rateBp') return `${String(value / 100).replace('.', ',')} %`;
  if (key === 'vat' && Array.isArray(value)) {
    return value.map((v: { rateBp: number; baseHtCents: number; tvaCents: number }) => `${show('rateBp', v.rateBp)} : ${show('baseHtCents', v.baseHtCents)} HT, ${show('tvaCents', v.tvaCents)} de TVA`).join(' ; ');
  }
  if (typeof value === 'object') return Array.isArray(value) ? `${value.length} élément(s)` : canonicalJson(value);
  return String(value);
}

/**
 * What differs between what an event recorded and the document's content now, on the fields the
 * event recorded (older events recorded fewer). Lines are compared one by one.
 */
export function differences(recorded: Record<string, unknown>, stored: Record<string, unknown>): LedgerDifference[] {
  const out: LedgerDifference[] = [];
  for (const [key, value] of Object.entries(recorded)) {
    const now = stored[key];
    if (key === 'lines' && Array.isArray(value) && Array.isArray(now)) {
      if (value.length !== now.length) out.push({ field: FIELD_LABELS.lines!, recorded: `${value.length} ligne(s)`, stored: `${now.length} ligne(s)` });
      value.forEach((line: Record<string, unknown>, index) => {
        const current = (now[index] ?? {}) as Record<string, unknown>;
        for (const [field, v] of Object.entries(line)) {
          if (canonicalJson(v ?? null) === canonicalJson(current[field] ?? null)) continue;
          out.push({ field: `ligne ${index + 1} : ${FIELD_LABELS[field] ?? field}`, recorded: show(field, v), stored: show(field, current[field]) });
        }
      });
    } else if (canonicalJson(value ?? null) !== canonicalJson(now ?? null)) {
      out.push({ field: FIELD_LABELS[key] ?? key, recorded: show(key, value), stored: show(key, now) });
    }
  }
  return out;
}

function parsePayload(event: StoredChainEvent): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(event.payload);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Each fiscal event against its document as stored now (changed, deleted), and each stored document
 * without its event (inserted).
 */
function auditDocuments(events: readonly StoredChainEvent[], documents: Awaited<ReturnType<typeof loadFiscalDocuments>>): LedgerFinding[] {
  const findings: LedgerFinding[] = [];
  const byKey = new Map(documents.map((d) => [documentKey(d.kind, d.id), d]));
  const recorded = new Set<string>();
  for (const event of events) {
    const kind = FISCAL_EVENT[event.eventType];
    if (!kind) continue;
    const key = documentKey(kind, event.documentId);
    recorded.add(key);
    const name = FISCAL_NAMES[kind];
    const number = event.documentNumber ?? '?';
    const document = byKey.get(key);
    if (!document) {
      findings.push(finding('document-deleted', `${name.The} ${number} (événement n° ${event.seq}) a été supprimé${name.e} de la base.`, { seq: event.seq, documentNumber: number }));
      continue;
    }
    const diff = differences(parsePayload(event), document.content);
    const digestChanged = event.documentDigest !== null && event.documentDigest !== documentDigest(document.content);
    if (diff.length > 0 || digestChanged) {
      const what = diff.length > 0 ? diff.map((d) => d.field).join(', ') : 'contenu fiscal';
      findings.push(
        finding('document-changed', `${name.The} ${number} a été modifié${name.e} après l’événement n° ${event.seq} : ${what}.`, {
          seq: event.seq,
          documentNumber: number,
          differences: diff,
        }),
      );
    }
  }
  for (const document of documents) {
    if (recorded.has(documentKey(document.kind, document.id))) continue;
    const name = FISCAL_NAMES[document.kind];
    findings.push(finding('document-inserted', `${name.The} ${document.number} n’a aucun événement dans le journal : ${name.pronoun} a été ajouté${name.e} hors de Volant.`, { documentNumber: document.number }));
  }
  return findings;
}

/** Each closure row against the closure event it was chained with. */
async function auditClosures(db: Db, structureId: number, events: readonly StoredChainEvent[]): Promise<LedgerFinding[]> {
  const closures = await db.selectFrom('ledger_closures').selectAll().where('structure_id', '=', structureId).orderBy('id').execute();
  const bySeq = new Map(events.map((e) => [e.seq, e]));
  const findings: LedgerFinding[] = [];
  for (const closure of closures) {
    const event = bySeq.get(closure.event_seq);
    const payload = event ? parsePayload(event) : {};
    const stored = {
      periodType: closure.period_type,
      periodStart: closure.period_start,
      periodEnd: closure.period_end,
      coveredFrom: closure.covered_from,
      netTtcCents: closure.net_ttc_cents,
      cumulativeTtcCents: closure.cumulative_ttc_cents,
      paymentsCents: closure.payments_cents,
      cumulativePaymentsCents: closure.cumulative_payments_cents,
    };
    const recorded = Object.fromEntries(Object.keys(stored).map((k) => [k, payload[k]]));
    const diff = event && event.hash === closure.hash && event.eventType === `closure.${closure.period_type}` ? differences(recorded, stored) : [];
    if (!event || event.hash !== closure.hash || diff.length > 0) {
      findings.push(
        finding('closure-changed', `La clôture du ${closure.period_start} au ${closure.period_end} ne correspond plus à son événement n° ${closure.event_seq}.`, { seq: closure.event_seq, differences: diff }),
      );
    }
  }
  return findings;
}

/**
 * The whole verification of a structure's ledger: the key against the book (a wrong key says so, and
 * nothing else is judged with it), the chain (keyed hashes, links, order), its sealed head, its witness
 * outside the database, every fiscal document recomputed from its rows against its event, and the closures.
 */
export async function auditLedger(db: Db, structureId: number, config: LedgerConfig): Promise<Omit<LedgerVerification, 'verifiedAt'>> {
  const events = await loadChain(db, structureId);
  const storedHead = await loadHead(db, structureId);
  const book = await loadBook(db);
  const wrongKey = keyFinding(book, config.ledgerKey, storedHead, structureId);
  const chain = verifyChain(events, { key: config.ledgerKey });
  if (wrongKey || !book) return report({ ...chain, checked: 0, firstBroken: null }, [wrongKey ?? finding('ledger-key', WRONG_KEY)]);
  const head = verifyHead(storedHead, structureId, events, config.ledgerKey);
  const witness = await witnessFindings(config, book, structureId, events);
  const documents = auditDocuments(events, await loadFiscalDocuments(db, structureId));
  const closures = await auditClosures(db, structureId, events);
  return report(chain, [...chain.findings, ...head, ...witness, ...documents, ...closures]);
}

function report(chain: VerifyResult, findings: LedgerFinding[]): Omit<LedgerVerification, 'verifiedAt'> {
  return {
    ok: findings.length === 0,
    checked: chain.checked,
    lastSeq: chain.lastSeq,
    lastHash: chain.lastHash,
    firstBroken: chain.firstBroken ?? (findings[0] ? { seq: findings[0].seq ?? chain.lastSeq, reason: findings[0].kind, message: findings[0].message } : null),
    findings: findings.slice(0, FINDINGS_LIMIT),
    findingsCount: findings.length,
  };
}
