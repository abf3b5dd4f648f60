import type { Kysely } from 'kysely';
import { BILL_STATUS } from '../../../src/shared/accounting/status';
import type { Database } from '../../db/schema';
import type { ContractFee } from '../../../src/modules/packages/schema';

type Db = Kysely<Database>;

/** The prices a new contract starts from, VAT included, in euros (null: nothing says it). */
export interface ContractFees {
  registrationFee: number | null;
  theoryPrice: number | null;
  examFee: number | null;
  hourPrice: number | null;
  antsMandateFee: number | null;
  antsTitleFee: number | null;
  bookletFee: number | null;
  reviewFee: number | null;
}

type FeeField = Exclude<keyof ContractFees, 'hourPrice'>;

/** Where they come from: the learner's invoice or quotation (its number), or the agency's services. */
export type ContractFeesSource = { kind: 'invoice' | 'quotation'; number: string | null } | { kind: 'services' };

/** The contract price each `services.contract_fee` fills (the model contract's article III). */
const FEES: Record<ContractFee, FeeField> = {
  registration: 'registrationFee',
  theory: 'theoryPrice',
  exam: 'examFee',
  antsMandate: 'antsMandateFee',
  antsTitle: 'antsTitleFee',
  booklet: 'bookletFee',
  review: 'reviewFee',
};
const FEE_KINDS = Object.keys(FEES) as ContractFee[];
const NO_FEES: ContractFees = { registrationFee: null, theoryPrice: null, examFee: null, hourPrice: null, antsMandateFee: null, antsTitleFee: null, bookletFee: null, reviewFee: null };

const ttcOfUnit = (htCents: number, rateBp: number) => Math.round((htCents * (10_000 + rateBp)) / 10_000);

/** The learner's latest invoice, else latest quotation, that is not refused (drafts included: they are what the school means to bill). */
async function latestBill(db: Db, learnerId: number, kind: 'invoice' | 'quotation') {
  return db
    .selectFrom('bills')
    .select(['id', 'number'])
    .where('learner_id', '=', learnerId)
    .where('kind', '=', kind)
    .where('status', '!=', BILL_STATUS.refused)
    .orderBy('issue_date', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Sums, per contract price, what a bill's lines charge (VAT included); a lesson line gives the hourly price. */
async function feesOfBill(db: Db, billId: number): Promise<ContractFees> {
  const lines = await db
    .selectFrom('bill_lines')
    .innerJoin('services', 'services.id', 'bill_lines.service_id')
    .select(['services.contract_fee', 'services.unit', 'bill_lines.quantity_centi', 'bill_lines.total_ht_cents', 'bill_lines.total_tva_cents'])
    .where('bill_lines.bill_id', '=', billId)
    .orderBy('bill_lines.position')
    .execute();
  const fees: ContractFees = { ...NO_FEES };
  for (const line of lines) {
    const ttcCents = line.total_ht_cents + line.total_tva_cents;
    const field = FEE_KINDS.includes(line.contract_fee as ContractFee) ? FEES[line.contract_fee as ContractFee] : undefined;
    if (field) fees[field] = Math.round(((fees[field] ?? 0) * 100 + ttcCents)) / 100;
    else if (line.unit === 'hour' && fees.hourPrice === null && line.quantity_centi > 0) fees.hourPrice = Math.round((ttcCents * 100) / line.quantity_centi) / 100;
  }
  return fees;
}

/** The agency's own prices: its first active service of each contract price, and its hourly lesson for the training. */
async function feesOfServices(db: Db, agencyId: number, trainingId: number | null): Promise<ContractFees> {
  const services = await db
    .selectFrom('services')
    .innerJoin('tvas', 'tvas.id', 'services.tva_id')
    .select(['services.contract_fee', 'services.unit', 'services.training_id', 'services.unit_price_cents', 'services.unit_price_ttc_cents', 'tvas.rate_bp'])
    .where('services.agency_id', '=', agencyId)
    .where('services.is_active', '=', 1)
    .where((eb) => (trainingId === null ? eb('services.training_id', 'is', null) : eb.or([eb('services.training_id', '=', trainingId), eb('services.training_id', 'is', null)])))
    .orderBy('services.training_id', 'desc')
    .orderBy('services.id')
    .execute();
  const price = (row: (typeof services)[number] | undefined) => (row ? (row.unit_price_ttc_cents ?? ttcOfUnit(row.unit_price_cents, row.rate_bp)) / 100 : null);
  const fees: ContractFees = { ...NO_FEES, hourPrice: price(services.find((s) => s.unit === 'hour')) };
  for (const kind of FEE_KINDS) fees[FEES[kind]] = price(services.find((s) => s.contract_fee === kind));
  return fees;
}

/**
 * One source for a contract's prices: what the learner is billed (the latest invoice, else the latest
 * quotation, whose lines come from the package sold), each price the agency's service otherwise.
 */
export async function contractFees(db: Db, learnerId: number, agencyId: number, trainingId: number | null): Promise<{ fees: ContractFees; source: ContractFeesSource }> {
  const services = await feesOfServices(db, agencyId, trainingId);
  for (const kind of ['invoice', 'quotation'] as const) {
    const bill = await latestBill(db, learnerId, kind);
    if (!bill) continue;
    const billed = await feesOfBill(db, bill.id);
    if (Object.values(billed).every((v) => v === null)) continue;
    const fees: ContractFees = { ...services };
    for (const key of Object.keys(NO_FEES) as (keyof ContractFees)[]) fees[key] = billed[key] ?? services[key];
    return { fees, source: { kind, number: bill.number } };
  }
  return { fees: services, source: { kind: 'services' } };
}
