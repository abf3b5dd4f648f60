import { sql, type Kysely } from 'kysely';
import type { HydraCollection, JsonLd } from '../../../src/shared/api/hydra';
import type { Permission } from '../../../src/shared/auth/permissions';
import type { ContractAgency, ContractAmendment, ContractLearner, ContractStatus, LearnerContract } from '../../../src/modules/contracts/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { conflict, notFound } from '../../core/errors';
import { collectionBody, iri, jsonLd } from '../../core/hydra';
import { listOrder, listWhere, parseListParams, type ListSpec } from '../../core/list-query';
import { found, inCallerAgencies } from '../../core/scope';
import type { Database } from '../../db/schema';
import { toHours, trainingRef } from '../learners/common';
import { sellerIdentity, type SellerIdentity } from '../billing/identity';
import type { RowOf } from '../../db/rows';
import type { ElectronicSignature } from '../../../src/modules/contracts/types';
import { latestSignatures, signatureKey } from './signature-store';

type Db = Kysely<Database>;

export const CONTRACTS_PATH = '/contracts/learner-contract';
export const AMENDMENTS_PATH = '/contracts/contract-amendment';

const STATUS_TEXT: Record<ContractStatus, string> = { draft: 'brouillon', validated: 'validé', signed: 'signé' };

export function selectContracts(deps: AppDeps, auth: AuthContext) {
  return deps.db
    .selectFrom('learner_contracts')
    .innerJoin('learners', 'learners.id', 'learner_contracts.learner_id')
    .innerJoin('agencies', 'agencies.id', 'learner_contracts.agency_id')
    .innerJoin('trainings', 'trainings.id', 'learner_contracts.training_id')
    .selectAll('learner_contracts')
    .select([
      'learners.civility',
      'learners.first_name',
      'learners.last_name',
      'learners.birth_date',
      'learners.email',
      'learners.address as learner_address',
      'learners.postal_code as learner_postal_code',
      'learners.city as learner_city',
      'learners.neph',
      'trainings.code as training_code',
      'trainings.name as training_name',
    ])
    .$call(inCallerAgencies(auth, 'learner_contracts'));
}

export type ContractRow = RowOf<typeof selectContracts>;

export const euros = (cents: number) => cents / 100;
export const cents = (amount: number) => Math.round(amount * 100);

type AmendmentRow = { id: number; contract_id: number; number: string; extra_minutes: number; hour_price_cents: number; reason: string; status: string; validated_at: string | null; signed_at: string | null; created_at: string };

export function toAmendment(row: AmendmentRow, signatures: ReadonlyMap<string, ElectronicSignature>): ContractAmendment {
  return {
    id: row.id,
    contract: iri(CONTRACTS_PATH, row.contract_id),
    number: row.number,
    extraHours: toHours(row.extra_minutes),
    hourPrice: euros(row.hour_price_cents),
    amount: euros(Math.round((row.hour_price_cents * row.extra_minutes) / 60)),
    reason: row.reason,
    status: row.status as ContractStatus,
    validatedAt: row.validated_at,
    signedAt: row.signed_at,
    electronicSignature: signatures.get(signatureKey(row.contract_id, row.id)) ?? null,
    createdAt: row.created_at,
  };
}

export function contractLearner(row: ContractRow): ContractLearner {
  return {
    id: row.learner_id,
    civility: row.civility,
    firstName: row.first_name,
    lastName: row.last_name,
    birthDate: row.birth_date,
    email: row.email,
    address: row.learner_address,
    postalCode: row.learner_postal_code,
    city: row.learner_city,
    neph: row.neph,
  };
}

/** The agency as its invoices name it: one source, the seller identity (billing configuration, then the agency's record). */
export function contractAgency(seller: SellerIdentity, agencyId: number): ContractAgency {
  return {
    '@id': iri('/agencies', agencyId),
    id: agencyId,
    name: seller.agencyName,
    legalName: seller.legalName,
    approvalNumber: seller.approvalNumber,
    siret: seller.siret,
    vatNumber: seller.vatNumber,
    address: seller.address,
    postalCode: seller.postalCode,
    city: seller.city,
    phone: seller.phone,
    email: seller.email,
    legalForm: seller.legalForm,
    shareCapital: seller.shareCapital,
    rcs: seller.rcs,
    insurerName: seller.insurerName,
    insurerPolicy: seller.insurerPolicy,
  };
}

/** The model contract Volant's contract follows, as its PDF states it. */
export const CONTRACT_MODEL = 'contrat type de l’arrêté du 29 mai 2020, modifié par l’arrêté du 11 octobre 2024 (obligatoire depuis le 1er janvier 2025)';

/** The fixed fees of a contract (everything but the lessons), in cents. */
export const feesCents = (row: Pick<ContractRow, 'registration_fee_cents' | 'theory_price_cents' | 'exam_fee_cents' | 'ants_mandate_fee_cents' | 'ants_title_fee_cents' | 'booklet_fee_cents' | 'review_fee_cents'>) =>
  row.registration_fee_cents + row.theory_price_cents + row.exam_fee_cents + row.ants_mandate_fee_cents + row.ants_title_fee_cents + row.booklet_fee_cents + row.review_fee_cents;

function toContract(row: ContractRow, seller: SellerIdentity, amendments: ContractAmendment[], signature: ElectronicSignature | null): LearnerContract {
  const lessonsCents = Math.round((row.hour_price_cents * row.forecast_minutes) / 60);
  return {
    id: row.id,
    number: row.number,
    status: row.status as ContractStatus,
    learner: contractLearner(row),
    agency: contractAgency(seller, row.agency_id),
    training: trainingRef(row.training_id, row.training_code, row.training_name),
    evaluationDate: row.evaluation_date,
    forecastHours: toHours(row.forecast_minutes),
    startDate: row.start_date,
    endDate: row.end_date,
    registrationFee: euros(row.registration_fee_cents),
    hourPrice: euros(row.hour_price_cents),
    theoryPrice: euros(row.theory_price_cents),
    examFee: euros(row.exam_fee_cents),
    antsMandateFee: euros(row.ants_mandate_fee_cents),
    antsTitleFee: euros(row.ants_title_fee_cents),
    bookletFee: euros(row.booklet_fee_cents),
    reviewFee: euros(row.review_fee_cents),
    lessonsAmount: euros(lessonsCents),
    totalAmount: euros(feesCents(row) + lessonsCents),
    model: CONTRACT_MODEL,
    programme: row.programme,
    paymentTerms: row.payment_terms,
    installments: row.installments,
    mediator: { name: row.mediator_name, contact: row.mediator_contact },
    signedPlace: row.signed_place,
    validatedAt: row.validated_at,
    signedAt: row.signed_at,
    electronicSignature: signature,
    amendments,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function contractsJson(db: Db, rows: ContractRow[]): Promise<JsonLd<LearnerContract>[]> {
  const ids = rows.map((r) => r.id);
  const amendments = ids.length
    ? await db.selectFrom('contract_amendments').selectAll().where('contract_id', 'in', ids).orderBy('created_at').orderBy('id').execute()
    : [];
  // A validated contract names the school as it was that day (frozen); a draft, as it is now.
  const sellers = new Map<number, SellerIdentity>();
  for (const row of rows) if (row.seller_json === null && !sellers.has(row.agency_id)) sellers.set(row.agency_id, await sellerIdentity(db, row.agency_id));
  const signatures = await latestSignatures(db, ids);
  const sellerOf = (row: ContractRow): SellerIdentity => (row.seller_json === null ? sellers.get(row.agency_id)! : (JSON.parse(row.seller_json) as SellerIdentity));
  return rows.map((row) => jsonLd('LearnerContract', iri(CONTRACTS_PATH, row.id), toContract(row, sellerOf(row), amendments.filter((a) => a.contract_id === row.id).map((a) => toAmendment(a, signatures)), signatures.get(signatureKey(row.id, null)) ?? null)));
}

/** The caller's contract row, or 404. */
export async function findContract(deps: AppDeps, auth: AuthContext, id: number): Promise<ContractRow> {
  return found(await selectContracts(deps, auth).where('learner_contracts.id', '=', id).executeTakeFirst(), 'Contrat introuvable.');
}

export async function loadContract(deps: AppDeps, auth: AuthContext, id: number): Promise<JsonLd<LearnerContract>> {
  const [contract] = await contractsJson(deps.db, [await findContract(deps, auth, id)]);
  return contract!;
}

/** The amendment's JSON-LD item. */
export async function amendmentJsonLd(db: Db, row: AmendmentRow): Promise<JsonLd<ContractAmendment>> {
  return jsonLd('ContractAmendment', iri(AMENDMENTS_PATH, row.id), toAmendment(row, await latestSignatures(db, [row.contract_id])));
}

/** The caller's amendment with its contract row, or 404. */
export async function findAmendment(deps: AppDeps, auth: AuthContext, id: number) {
  const amendment = await deps.db.selectFrom('contract_amendments').selectAll().where('id', '=', id).executeTakeFirst();
  const contract = amendment && (await selectContracts(deps, auth).where('learner_contracts.id', '=', amendment.contract_id).executeTakeFirst());
  if (!amendment || !contract) throw notFound('Avenant introuvable.');
  return { amendment, contract };
}

const LIST_SPEC: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 55_555,
  order: { createdAt: 'learner_contracts.created_at', number: 'learner_contracts.number', startDate: 'learner_contracts.start_date', learner: 'learners.last_name', status: 'learner_contracts.status' },
  defaultOrder: [['learner_contracts.created_at', 'desc']],
  search: ['learner_contracts.number', 'learners.last_name', 'learners.first_name', 'learners.neph'],
  exact: {
    learner: { column: 'learner_contracts.learner_id', kind: 'int' },
    agency: { column: 'learner_contracts.agency_id', kind: 'int' },
    training: { column: 'learner_contracts.training_id', kind: 'int' },
    status: { column: 'learner_contracts.status', kind: 'string' },
  },
  date: { createdAt: 'learner_contracts.created_at', startDate: 'learner_contracts.start_date' },
};

/** One page of the caller's contracts (`learner-contract-all`), each with its amendments. */
export async function listContracts(deps: AppDeps, auth: AuthContext, query: Record<string, string[]>, url: string): Promise<HydraCollection<LearnerContract>> {
  const params = parseListParams(query, LIST_SPEC);
  const filtered = selectContracts(deps, auth).where((eb) => listWhere(eb, params, LIST_SPEC, deps.dialect));
  const countRow = await filtered.clearSelect().select(sql<number | string>`count(*)`.as('total')).executeTakeFirst();
  let page = filtered;
  for (const [column, direction] of listOrder(params, LIST_SPEC, 'learner_contracts.id')) page = page.orderBy(sql.ref(column), direction);
  const rows = await page.limit(params.itemsPerPage).offset((params.page - 1) * params.itemsPerPage).execute();
  return collectionBody(url, await contractsJson(deps.db, rows), Number(countRow?.total ?? 0), params);
}

export async function nextContractNumber(db: Db, structureId: number, year: string): Promise<string> {
  const rows = await db
    .selectFrom('learner_contracts')
    .select('number')
    .where('structure_id', '=', structureId)
    .where('number', 'like', `CT-${year}-%`)
    .execute();
  const last = rows.reduce((max, row) => Math.max(max, Number(/-(\d+)$/.exec(row.number)?.[1] ?? 0)), 0);
  return `CT-${year}-${String(last + 1).padStart(4, '0')}`;
}

/** `{contract}-A{n}` after the highest amendment number (deleted drafts leave gaps, never duplicates). */
export function nextAmendmentNumber(contractNumber: string, numbers: string[]): string {
  const last = numbers.reduce((max, number) => Math.max(max, Number(/-A(\d+)$/.exec(number)?.[1] ?? 0)), 0);
  return `${contractNumber}-A${last + 1}`;
}

/** The permission a PATCH needs: the action's own, or « update » for field changes. */
export function patchPermission(action: 'validate' | 'sign' | undefined): Permission {
  if (action === 'validate') return 'isValidateContractAmendment';
  if (action === 'sign') return 'isSignContractAmendment';
  return 'isUpdateContractAmendment';
}

/** Status change of an action; a signed document never changes, a validated one is frozen. */
export function transition(status: ContractStatus, action: 'validate' | 'sign' | undefined, editsFields: boolean, now: string, kind: 'contrat' | 'avenant') {
  if (status === 'signed') throw conflict(`Ce ${kind} est signé : il ne peut plus être modifié.`);
  if (editsFields && status !== 'draft') throw conflict(`Ce ${kind} est validé : il ne peut plus être modifié.${kind === 'contrat' ? ' Établissez un avenant une fois signé.' : ''}`);
  if (action === 'validate') {
    if (status !== 'draft') throw conflict(`Ce ${kind} est déjà ${STATUS_TEXT[status]}.`);
    return { status: 'validated', validated_at: now };
  }
  // A draft is validated (frozen and checked) before anyone signs it.
  if (action === 'sign') {
    if (status === 'draft') throw conflict(`Ce ${kind} est un brouillon : validez-le avant de le signer.`);
    return { status: 'signed', signed_at: now };
  }
  return {};
}
