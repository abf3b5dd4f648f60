import type { Kysely, Transaction } from 'kysely';
import type { BillLineInput } from '../../../src/shared/accounting/lines';
import type { BillStatus } from '../../../src/shared/accounting/status';
import { computeTotalsCents, toEuros, unitHtOfTtcCents } from '../../../src/shared/accounting/totals';
import type { BillBase, BillLine, VatBreakdownRow } from '../../../src/shared/accounting/types';
import type { AuthContext } from '../../core/env';
import { invalidField } from '../../core/errors';
import type { ListSpec } from '../../core/list-query';
import { inCallerAgencies } from '../../core/scope';
import type { Database } from '../../db/schema';
import { formatPostalAddress } from '../../../src/shared/accounting/address';
import { billSearch, billSearchFirst, billSearchOnIds } from './search';
import type { BillKind } from '../../db/tables/accounting';
import type { RowOf } from '../../db/rows';
import { agencyRef, learnerNameRef } from '../../core/references';

type Db = Kysely<Database> | Transaction<Database>;

/** The API path of each kind of document (its IRIs). */
export const BILL_PATHS: Record<BillKind, string> = {
  quotation: '/accounting/quotations',
  invoice: '/accounting/invoices',
  credit_note: '/accounting/credit-note',
};

/** Every document with the names lists and documents show (its source, its invoice, agency, learner, organisation). */
export function billRows(db: Db) {
  return db
    .selectFrom('bills')
    .innerJoin('agencies', 'agencies.id', 'bills.agency_id')
    .leftJoin('learners', 'learners.id', 'bills.learner_id')
    .leftJoin('organizations', 'organizations.id', 'bills.organization_id')
    .leftJoin('bills as src', 'src.id', 'bills.source_id')
    .leftJoin('bills as inv', (join) => join.onRef('inv.source_id', '=', 'bills.id').on('inv.kind', '=', 'invoice'))
    .selectAll('bills')
    .select([
      'src.number as source_number',
      'inv.id as invoice_id',
      'inv.number as invoice_number',
      'agencies.name as agency_name',
      'learners.first_name as learner_first_name',
      'learners.last_name as learner_last_name',
      'learners.email as learner_email',
      'organizations.name as organization_name',
    ]);
}

/** A kind's (or some kinds') documents of the caller's structure and agencies, with the names lists show. */
export function selectBills(db: Db, auth: AuthContext, kind: BillKind | readonly BillKind[]) {
  return billRows(db).where('bills.kind', 'in', typeof kind === 'string' ? [kind] : kind).$call(inCallerAgencies(auth, 'bills'));
}

/** The caller-scoped bills of a kind without joins: what `paginate` counts when nothing is searched. */
export function countBills(db: Db, auth: AuthContext, kind: BillKind | readonly BillKind[]) {
  return db.selectFrom('bills').where('bills.kind', 'in', typeof kind === 'string' ? [kind] : kind).$call(inCallerAgencies(auth, 'bills'));
}

export type BillRow = RowOf<typeof selectBills>;

export function toBillBase(row: BillRow): BillBase {
  return {
    id: row.id,
    number: row.number,
    status: row.status as BillStatus,
    agency: agencyRef(row.agency_id, row.agency_name),
    learner: row.learner_id === null ? null : { ...learnerNameRef(row.learner_id, row.learner_first_name, row.learner_last_name), email: row.learner_email },
    organization:
      row.organization_id === null ? null : { '@id': `/api/accountingDocs/organizations/${row.organization_id}`, id: row.organization_id, name: row.organization_name ?? '' },
    customerName: row.customer_name,
    customerAddress: row.customer_address,
    customerEmail: row.customer_email,
    title: row.title,
    notes: row.notes,
    issueDate: row.issue_date,
    totalPriceHt: toEuros(row.total_ht_cents),
    totalTva: toEuros(row.total_tva_cents),
    totalPriceTtc: toEuros(row.total_ttc_cents),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The list filters quotations and invoices share (spec part 1 §7), on the select above. */
export const BILL_LIST_SPEC: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 2000,
  order: {
    createdAt: 'bills.created_at',
    number: 'bills.number',
    totalPriceTtc: 'bills.total_ttc_cents',
    status: 'bills.status',
    issueDate: 'bills.issue_date',
    learner: 'learners.last_name',
    customerName: 'bills.customer_name',
    agency: 'agencies.name',
  },
  defaultOrder: [['bills.created_at', 'desc']],
  searchIndex: billSearch,
  searchOnMainTable: billSearchOnIds,
  searchFirst: billSearchFirst,
  exact: {
    status: { column: 'bills.status', kind: 'int' },
    agency: { column: 'bills.agency_id', kind: 'int' },
    organizationFilter: { column: 'bills.organization_id', kind: 'int' },
    organization: { column: 'bills.organization_id', kind: 'int' },
    learner: { column: 'bills.learner_id', kind: 'int' },
  },
  range: { totalPriceTtc: { column: 'bills.total_ttc_cents', kind: 'money' } },
  date: { createdAt: 'bills.created_at', issueDate: 'bills.issue_date' },
};

/** The lines of some documents, in order, keyed by document id. */
export async function loadLines(db: Db, billIds: readonly number[]): Promise<Map<number, BillLine[]>> {
  const byBill = new Map<number, BillLine[]>();
  if (billIds.length === 0) return byBill;
  const rows = await db
    .selectFrom('bill_lines')
    .leftJoin('services', 'services.id', 'bill_lines.service_id')
    .leftJoin('packages', 'packages.id', 'bill_lines.package_id')
    .selectAll('bill_lines')
    .select(['services.name as service_name', 'packages.name as package_name'])
    .where('bill_lines.bill_id', 'in', billIds)
    .orderBy('bill_lines.bill_id')
    .orderBy('bill_lines.position')
    .execute();
  for (const row of rows) {
    const line: BillLine = {
      id: row.id,
      position: row.position,
      label: row.label,
      quantity: row.quantity_centi / 100,
      unitPrice: toEuros(row.unit_price_cents),
      unitPriceTtc: row.unit_price_ttc_cents === null ? null : toEuros(row.unit_price_ttc_cents),
      tva: { id: row.tva_id, rate: row.tva_rate_bp / 100, label: row.tva_label, legalMention: row.tva_mention },
      service: row.service_id === null ? null : { id: row.service_id, name: row.service_name ?? '' },
      package: row.package_id === null ? null : { id: row.package_id, name: row.package_name ?? '' },
      totalHt: toEuros(row.total_ht_cents),
      totalTva: toEuros(row.total_tva_cents),
      totalTtc: toEuros(row.total_ht_cents + row.total_tva_cents),
    };
    const list = byBill.get(row.bill_id) ?? [];
    list.push(line);
    byBill.set(row.bill_id, list);
  }
  return byBill;
}

/** The VAT breakdown of a document's lines (the same computation as its stored totals). */
export function vatBreakdown(lines: readonly BillLine[]): VatBreakdownRow[] {
  const totals = computeTotalsCents(
    lines.map((l) => ({
      quantityCenti: Math.round(l.quantity * 100),
      unitPriceCents: Math.round(l.unitPrice * 100),
      unitPriceTtcCents: l.unitPriceTtc === null ? null : Math.round(l.unitPriceTtc * 100),
      rateBp: Math.round(l.tva.rate * 100),
    })),
  );
  return totals.vat.map((row) => ({
    rate: row.rateBp / 100,
    baseHt: toEuros(row.baseHtCents),
    tva: toEuros(row.tvaCents),
    legalMention: lines.find((l) => Math.round(l.tva.rate * 100) === row.rateBp && l.tva.legalMention)?.tva.legalMention ?? null,
  }));
}

/**
 * The ceiling of a document's total, as of any amount (zMoney): amounts are stored as integer cents,
 * which PostgreSQL's `integer` holds up to 21 474 836,47 €.
 */
const MAX_DOCUMENT_TOTAL_CENTS = 1_000_000_000;

/**
 * Replaces a document's lines and stores its totals (inside the caller's transaction). Every VAT
 * rate, service and package must belong to the document's agency: anything else is refused with a
 * violation on the line's field and nothing is written.
 */
export async function replaceLines(
  trx: Transaction<Database>,
  bill: { id: number; structure_id: number; agency_id: number },
  lines: readonly BillLineInput[],
  now: string,
): Promise<void> {
  const tvaIds = [...new Set(lines.map((l) => l.tva))];
  const tvas = tvaIds.length
    ? await trx
        .selectFrom('tvas')
        .select(['id', 'label', 'rate_bp', 'legal_mention'])
        .where('id', 'in', tvaIds)
        .where('structure_id', '=', bill.structure_id)
        .where('agency_id', '=', bill.agency_id)
        .execute()
    : [];
  const serviceIds = [...new Set(lines.flatMap((l) => (l.service === null ? [] : [l.service])))];
  const services = serviceIds.length
    ? await trx.selectFrom('services').select('id').where('id', 'in', serviceIds).where('agency_id', '=', bill.agency_id).execute()
    : [];
  const packageIds = [...new Set(lines.flatMap((l) => (l.package === null ? [] : [l.package])))];
  const packages = packageIds.length
    ? await trx.selectFrom('packages').select('id').where('id', 'in', packageIds).where('agency_id', '=', bill.agency_id).execute()
    : [];
  lines.forEach((line, index) => {
    if (!tvas.some((t) => t.id === line.tva)) throw invalidField(`lines.${index}.tva`, 'Taux de TVA inconnu pour l’agence de ce document.');
    if (line.service !== null && !services.some((s) => s.id === line.service)) {
      throw invalidField(`lines.${index}.service`, 'Prestation inconnue pour l’agence de ce document.');
    }
    if (line.package !== null && !packages.some((p) => p.id === line.package)) {
      throw invalidField(`lines.${index}.package`, 'Formule inconnue pour l’agence de ce document.');
    }
  });

  const inputs = lines.map((line) => {
    const tva = tvas.find((t) => t.id === line.tva)!;
    // A line priced VAT included keeps that price; its unit price excluding VAT is derived from it.
    const unitPriceTtcCents = line.unitPriceTtc === null ? null : Math.round(line.unitPriceTtc * 100);
    const unitPriceCents = unitPriceTtcCents === null ? Math.round((line.unitPrice ?? 0) * 100) : unitHtOfTtcCents(unitPriceTtcCents, tva.rate_bp);
    return { line, tva, quantityCenti: Math.round(line.quantity * 100), unitPriceCents, unitPriceTtcCents, rateBp: tva.rate_bp };
  });
  const totals = computeTotalsCents(inputs);
  if (totals.totalTtcCents > MAX_DOCUMENT_TOTAL_CENTS || totals.lines.some((l) => l.totalHtCents + l.totalTvaCents > MAX_DOCUMENT_TOTAL_CENTS)) {
    throw invalidField('lines', 'Le total d’un document ne peut pas dépasser 10 000 000 €.');
  }
  await trx.deleteFrom('bill_lines').where('bill_id', '=', bill.id).execute();
  if (inputs.length > 0) {
    await trx
      .insertInto('bill_lines')
      .values(
        inputs.map(({ line, tva, quantityCenti, unitPriceCents, unitPriceTtcCents }, index) => ({
          bill_id: bill.id,
          position: index + 1,
          label: line.label,
          quantity_centi: quantityCenti,
          unit_price_cents: unitPriceCents,
          unit_price_ttc_cents: unitPriceTtcCents,
          tva_id: tva.id,
          tva_rate_bp: tva.rate_bp,
          tva_label: tva.label,
          tva_mention: tva.legal_mention,
          service_id: line.service,
          package_id: line.package,
          source_line_id: null,
          total_ht_cents: totals.lines[index]!.totalHtCents,
          total_tva_cents: totals.lines[index]!.totalTvaCents,
        })),
      )
      .execute();
  }
  await trx
    .updateTable('bills')
    .set({ total_ht_cents: totals.totalHtCents, total_tva_cents: totals.totalTvaCents, total_ttc_cents: totals.totalTtcCents, updated_at: now })
    .where('id', '=', bill.id)
    .execute();
}

/** Copies a document's lines onto another (duplicate, transform), keeping their snapshot. */
export async function copyLines(trx: Transaction<Database>, fromId: number, toId: number): Promise<void> {
  const lines = await trx.selectFrom('bill_lines').selectAll().where('bill_id', '=', fromId).orderBy('position').execute();
  if (lines.length === 0) return;
  await trx
    .insertInto('bill_lines')
    .values(lines.map(({ id: _id, bill_id: _bill, ...line }) => ({ ...line, bill_id: toId })))
    .execute();
}

export interface Party {
  learnerId: number;
  organizationId: number | null;
  customerName: string;
  customerAddress: string | null;
  customerEmail: string | null;
}

/** A document's columns naming who it is addressed to. */
export const partyColumns = (party: Party) => ({
  learner_id: party.learnerId,
  organization_id: party.organizationId,
  customer_name: party.customerName,
  customer_address: party.customerAddress,
  customer_email: party.customerEmail,
});

/** The party columns of a document made from `source` (its copy, or the invoice of a quotation): the same addressee. */
export const samePartyAs = ({ learner_id, organization_id, customer_name, customer_address, customer_email }: BillRow) => ({ learner_id, organization_id, customer_name, customer_address, customer_email });

/**
 * Who a document is addressed to: the learner (of the caller's agencies) and, when given, the paying
 * organisation of the same structure, whose name and address then head the document.
 */
export async function resolveParty(db: Db, auth: AuthContext, learnerId: number, organizationId: number | null): Promise<Party> {
  const learner = await db
    .selectFrom('learners')
    .select(['learners.id', 'learners.first_name', 'learners.last_name', 'learners.email', 'learners.address', 'learners.postal_code', 'learners.city'])
    .where('learners.id', '=', learnerId)
    .$call(inCallerAgencies(auth, 'learners'))
    .executeTakeFirst();
  if (!learner) throw invalidField('learner', 'Apprenant inconnu ou inaccessible.');
  const learnerName = `${learner.first_name} ${learner.last_name}`.trim();
  if (organizationId === null) {
    return { learnerId, organizationId: null, customerName: learnerName, customerAddress: formatPostalAddress(learner), customerEmail: learner.email };
  }
  const organization = await db
    .selectFrom('organizations')
    .select(['id', 'name', 'address', 'postal_code', 'city', 'email'])
    .where('id', '=', organizationId)
    .where('structure_id', '=', auth.structureId)
    .executeTakeFirst();
  if (!organization) throw invalidField('organization', 'Organisme payeur inconnu.');
  return {
    learnerId,
    organizationId,
    customerName: organization.name,
    customerAddress: formatPostalAddress(organization),
    customerEmail: organization.email ?? learner.email,
  };
}

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
