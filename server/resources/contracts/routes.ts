import { Hono } from 'hono';
import { sql, type Kysely } from 'kysely';
import type { JsonLd } from '../../../src/shared/api/hydra';
import type { Permission } from '../../../src/shared/auth/permissions';
import {
  amendmentCreateSchema,
  amendmentPatchSchema,
  contractCreateSchema,
  contractPatchSchema,
  contractSendSchema,
} from '../../../src/modules/contracts/schema';
import {
  type ContractAgency,
  type ContractAmendment,
  type ContractAmendmentData,
  type ContractLearner,
  type ContractStatus,
  type LearnerContract,
  type LearnerContractData,
} from '../../../src/modules/contracts/types';
import type { AppDeps, AppEnv, AuthContext } from '../../core/env';
import { ApiError, badRequest, conflict, isUniqueViolation } from '../../core/errors';
import { collectionBody, iri, jsonLd } from '../../core/hydra';
import { listOrder, listWhere, parseListParams, type ListSpec } from '../../core/list-query';
import { assertPermission } from '../../core/permissions';
import { found, routeId, scoped } from '../../core/scope';
import { parseJson } from '../../core/validation';
import type { Database } from '../../db/schema';
import { queueEmail } from '../../mail/outbox';
import { mailsAnswer } from '../mail/answer';
import { fileResponse } from '../../pdf/response';
import { assertRegisteredTo, fieldError, findLearner, intList, learnerOfPayload, toHours, toMinutes, trainingOf, trainingRef } from '../learners/common';
import { learnerHours } from '../learners/summary';
import { sellerIdentity, type SellerIdentity } from '../billing/identity';
import { CONTRACT_DEFAULTS } from './defaults';
import { contractFees } from './fees';
import { amendmentPdf, contractPdf } from './pdf';

type Db = Kysely<Database>;

const CONTRACTS_PATH = '/contracts/learner-contract';
const AMENDMENTS_PATH = '/contracts/contract-amendment';


const STATUS_TEXT: Record<ContractStatus, string> = { draft: 'brouillon', validated: 'validé', signed: 'signé' };

function selectContracts(deps: AppDeps, auth: AuthContext) {
  return scoped(
    deps.db
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
      ]),
    auth,
    { structure: 'learner_contracts.structure_id', agency: 'learner_contracts.agency_id' },
  );
}

type ContractRow = Awaited<ReturnType<ReturnType<typeof selectContracts>['executeTakeFirstOrThrow']>>;

const euros = (cents: number) => cents / 100;
const cents = (amount: number) => Math.round(amount * 100);

function toAmendment(row: { id: number; contract_id: number; number: string; extra_minutes: number; hour_price_cents: number; reason: string; status: string; validated_at: string | null; signed_at: string | null; created_at: string }): ContractAmendment {
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
    createdAt: row.created_at,
  };
}

function contractLearner(row: ContractRow): ContractLearner {
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
function contractAgency(seller: SellerIdentity, agencyId: number): ContractAgency {
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
  };
}

function toContract(row: ContractRow, seller: SellerIdentity, amendments: ContractAmendment[]): LearnerContract {
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
    lessonsAmount: euros(lessonsCents),
    totalAmount: euros(row.registration_fee_cents + row.theory_price_cents + row.exam_fee_cents + lessonsCents),
    programme: row.programme,
    paymentTerms: row.payment_terms,
    installments: row.installments,
    mediator: { name: row.mediator_name, contact: row.mediator_contact },
    signedPlace: row.signed_place,
    validatedAt: row.validated_at,
    signedAt: row.signed_at,
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
  const sellers = new Map<number, SellerIdentity>();
  for (const agencyId of new Set(rows.map((r) => r.agency_id))) sellers.set(agencyId, await sellerIdentity(db, agencyId));
  return rows.map((row) =>
    jsonLd('LearnerContract', iri(CONTRACTS_PATH, row.id), toContract(row, sellers.get(row.agency_id)!, amendments.filter((a) => a.contract_id === row.id).map(toAmendment))),
  );
}

async function loadContract(deps: AppDeps, auth: AuthContext, id: number): Promise<JsonLd<LearnerContract>> {
  const row = found(await selectContracts(deps, auth).where('learner_contracts.id', '=', id).executeTakeFirst(), 'Contrat introuvable.');
  const [contract] = await contractsJson(deps.db, [row]);
  return contract!;
}

/** The caller's amendment with its contract row, or 404. */
async function findAmendment(deps: AppDeps, auth: AuthContext, id: number) {
  const amendment = await deps.db.selectFrom('contract_amendments').selectAll().where('id', '=', id).executeTakeFirst();
  const contract = amendment && (await selectContracts(deps, auth).where('learner_contracts.id', '=', amendment.contract_id).executeTakeFirst());
  if (!amendment || !contract) throw new ApiError(404, 'Avenant introuvable.');
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

async function nextContractNumber(db: Db, structureId: number, year: string): Promise<string> {
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
function nextAmendmentNumber(contractNumber: string, numbers: string[]): string {
  const last = numbers.reduce((max, number) => Math.max(max, Number(/-A(\d+)$/.exec(number)?.[1] ?? 0)), 0);
  return `${contractNumber}-A${last + 1}`;
}

/** The permission a PATCH needs: the action's own, or « update » for field changes. */
function patchPermission(action: 'validate' | 'sign' | undefined): Permission {
  if (action === 'validate') return 'isValidateContractAmendment';
  if (action === 'sign') return 'isSignContractAmendment';
  return 'isUpdateContractAmendment';
}

/** Status change of an action; a signed document never changes, a validated one is frozen. */
function transition(status: ContractStatus, action: 'validate' | 'sign' | undefined, editsFields: boolean, now: string, kind: 'contrat' | 'avenant') {
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


/**
 * Contracts and amendments (spec part 2 §7 « Documents, contracts… »): learner-contract and
 * contract-amendment (create, merge-patch update with the validate and sign actions, delete),
 * Learner-contract-data and contract-amendment-data (prefills), learner-contract-all (the list),
 * learner-contract-display (the PDF) and learner-contract-send (e-mail with the PDF).
 */
export const contractRoutes = new Hono<AppEnv>();

contractRoutes.get('/contracts/learner-contract-all', async (c) => {
  const { deps, auth } = c.var;
  const query = c.req.queries();
  const params = parseListParams(query, LIST_SPEC);
  const filtered = selectContracts(deps, auth).where((eb) => listWhere(eb, params, LIST_SPEC, deps.dialect));
  const countRow = await filtered.clearSelect().select(sql<number | string>`count(*)`.as('total')).executeTakeFirst();
  let page = filtered;
  for (const [column, direction] of listOrder(params, LIST_SPEC, 'learner_contracts.id')) page = page.orderBy(sql.ref(column), direction);
  const rows = await page.limit(params.itemsPerPage).offset((params.page - 1) * params.itemsPerPage).execute();
  return c.json(collectionBody(c.req.url, await contractsJson(deps.db, rows), Number(countRow?.total ?? 0), params));
});

contractRoutes.get(`${CONTRACTS_PATH}/:id`, async (c) => {
  return c.json(await loadContract(c.var.deps, c.var.auth, routeId(c.req.param('id'))));
});

contractRoutes.get('/contracts/Learner-contract-data/:id', async (c) => {
  const { deps, auth } = c.var;
  // The learner is named by the path: unknown or out of reach is a 404 (not a payload's 422).
  const learner = await findLearner(deps.db, auth, routeId(c.req.param('id')));
  const agency = await deps.db.selectFrom('agencies').selectAll().where('id', '=', learner.agency_id).executeTakeFirstOrThrow();
  const training = learner.training_id ? await deps.db.selectFrom('trainings').selectAll().where('id', '=', learner.training_id).executeTakeFirst() : undefined;
  const evaluation = await deps.db
    .selectFrom('learner_evaluations')
    .select(['evaluation_date', 'forecast_minutes'])
    .where('learner_id', '=', learner.id)
    .$if(training !== undefined, (q) => q.where('training_id', '=', training!.id))
    .orderBy('evaluation_date', 'desc')
    .executeTakeFirst();
  // The prices the learner is billed and the mediator the agency's documents name (one source each).
  const { fees, source } = await contractFees(deps.db, learner.id, agency.id, training?.id ?? null);
  const seller = await sellerIdentity(deps.db, agency.id);
  const registered = await deps.db
    .selectFrom('learner_trainings')
    .innerJoin('trainings', 'trainings.id', 'learner_trainings.training_id')
    .select(['trainings.id', 'trainings.code', 'trainings.name'])
    .where('learner_trainings.learner_id', '=', learner.id)
    .orderBy('learner_trainings.created_at')
    .execute();
  const today = deps.now();
  const start = today.toISOString().slice(0, 10);
  const end = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + CONTRACT_DEFAULTS.durationMonths, today.getUTCDate() - 1)).toISOString().slice(0, 10);
  const data: LearnerContractData = {
    learner: {
      id: learner.id,
      civility: learner.civility,
      firstName: learner.first_name,
      lastName: learner.last_name,
      birthDate: learner.birth_date,
      email: learner.email,
      address: learner.address,
      postalCode: learner.postal_code,
      city: learner.city,
      neph: learner.neph,
    },
    agency: contractAgency(seller, agency.id),
    training: training ? trainingRef(training.id, training.code, training.name) : null,
    trainings: registered.map((t) => trainingRef(t.id, t.code, t.name)),
    evaluation: evaluation ? { date: evaluation.evaluation_date, forecastHours: toHours(evaluation.forecast_minutes) } : null,
    defaults: {
      startDate: start,
      endDate: end,
      ...fees,
      feesSource: source,
      programme: CONTRACT_DEFAULTS.programme,
      paymentTerms: CONTRACT_DEFAULTS.paymentTerms,
      mediatorName: seller.mediatorName ?? '',
      mediatorContact: seller.mediatorUrl ?? '',
    },
  };
  return c.json(jsonLd('LearnerContractData', iri('/contracts/Learner-contract-data', learner.id), data));
});

contractRoutes.post(CONTRACTS_PATH, async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, contractCreateSchema);
  const learner = await learnerOfPayload(deps.db, auth, input.learner);
  await trainingOf(deps.db, input.training);
  await assertRegisteredTo(deps.db, learner.id, input.training);
  if (input.evaluationDate > deps.now().toISOString().slice(0, 10)) {
    throw fieldError('evaluationDate', 'L’évaluation préalable doit avoir eu lieu avant le contrat.');
  }
  const now = deps.now().toISOString();
  const insert = async () =>
    deps.db.transaction().execute(async (trx) => {
      const number = await nextContractNumber(trx, auth.structureId, now.slice(0, 4));
      const row = await trx
        .insertInto('learner_contracts')
        .values({
          structure_id: auth.structureId,
          agency_id: learner.agency_id,
          learner_id: learner.id,
          training_id: input.training,
          number,
          evaluation_date: input.evaluationDate,
          forecast_minutes: toMinutes(input.forecastHours),
          start_date: input.startDate,
          end_date: input.endDate,
          registration_fee_cents: cents(input.registrationFee),
          hour_price_cents: cents(input.hourPrice),
          theory_price_cents: cents(input.theoryPrice),
          exam_fee_cents: cents(input.examFee),
          programme: input.programme,
          payment_terms: input.paymentTerms,
          installments: input.installments,
          mediator_name: input.mediatorName,
          mediator_contact: input.mediatorContact,
          signed_place: input.signedPlace,
          created_by: auth.userId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  // Two contracts numbered at the same time: the unique number makes the second one retry.
  const id = await insert().catch((err: unknown) => {
    if (isUniqueViolation(err)) return insert();
    throw err;
  });
  return c.json(await loadContract(deps, auth, id), 201);
});

contractRoutes.patch(`${CONTRACTS_PATH}/:id`, async (c) => {
  const { deps, auth } = c.var;
  const current = found(await selectContracts(deps, auth).where('learner_contracts.id', '=', routeId(c.req.param('id'))).executeTakeFirst(), 'Contrat introuvable.');
  const input = await parseJson(c, contractPatchSchema);
  const { action, ...fields } = input;
  const editsFields = Object.values(fields).some((v) => v !== undefined);
  assertPermission(auth, [patchPermission(action)]);
  if (action && editsFields && action !== 'sign') throw badRequest('Une action ne se combine pas avec des modifications.');
  if (action === 'sign' && Object.entries(fields).some(([key, value]) => value !== undefined && key !== 'signedPlace')) {
    throw badRequest('Seul le lieu de signature accompagne la signature.');
  }
  const now = deps.now().toISOString();
  const onlyPlace = action === 'sign';
  const statusChange = transition(current.status as ContractStatus, action, editsFields && !onlyPlace, now, 'contrat');
  const evaluationDate = fields.evaluationDate ?? current.evaluation_date;
  const startDate = fields.startDate ?? current.start_date;
  const endDate = fields.endDate ?? current.end_date;
  if (endDate < startDate) throw fieldError('endDate', 'La fin du contrat doit suivre son début.');
  if (evaluationDate > startDate) throw fieldError('evaluationDate', 'L’évaluation préalable doit précéder le début de la formation.');
  await deps.db
    .updateTable('learner_contracts')
    .set({
      ...(fields.evaluationDate !== undefined ? { evaluation_date: fields.evaluationDate } : {}),
      ...(fields.forecastHours !== undefined ? { forecast_minutes: toMinutes(fields.forecastHours) } : {}),
      ...(fields.startDate !== undefined ? { start_date: fields.startDate } : {}),
      ...(fields.endDate !== undefined ? { end_date: fields.endDate } : {}),
      ...(fields.registrationFee !== undefined ? { registration_fee_cents: cents(fields.registrationFee) } : {}),
      ...(fields.hourPrice !== undefined ? { hour_price_cents: cents(fields.hourPrice) } : {}),
      ...(fields.theoryPrice !== undefined ? { theory_price_cents: cents(fields.theoryPrice) } : {}),
      ...(fields.examFee !== undefined ? { exam_fee_cents: cents(fields.examFee) } : {}),
      ...(fields.programme !== undefined ? { programme: fields.programme } : {}),
      ...(fields.paymentTerms !== undefined ? { payment_terms: fields.paymentTerms } : {}),
      ...(fields.installments !== undefined ? { installments: fields.installments } : {}),
      ...(fields.mediatorName !== undefined ? { mediator_name: fields.mediatorName } : {}),
      ...(fields.mediatorContact !== undefined ? { mediator_contact: fields.mediatorContact } : {}),
      ...(fields.signedPlace !== undefined ? { signed_place: fields.signedPlace } : {}),
      ...statusChange,
      updated_at: now,
    })
    .where('id', '=', current.id)
    .execute();
  return c.json(await loadContract(deps, auth, current.id));
});

contractRoutes.delete(`${CONTRACTS_PATH}/:id`, async (c) => {
  const { deps, auth } = c.var;
  const current = found(await selectContracts(deps, auth).where('learner_contracts.id', '=', routeId(c.req.param('id'))).executeTakeFirst(), 'Contrat introuvable.');
  if (current.status === 'signed') throw conflict('Un contrat signé ne peut pas être supprimé.');
  await deps.db.deleteFrom('learner_contracts').where('id', '=', current.id).execute();
  return c.body(null, 204);
});

contractRoutes.get('/contracts/contract-amendment-data/:id', async (c) => {
  const { deps, auth } = c.var;
  const contract = await loadContract(deps, auth, routeId(c.req.param('id')));
  const hours = await learnerHours(deps.db, contract.learner.id);
  const data: ContractAmendmentData = {
    contract: {
      id: contract.id,
      number: contract.number,
      hourPrice: contract.hourPrice,
      forecastHours: contract.forecastHours,
      amendmentHours: contract.amendments.reduce((sum, a) => sum + a.extraHours, 0),
    },
    hours: { contracted: hours.contracted, done: hours.done, remaining: hours.remaining },
    defaults: { hourPrice: contract.hourPrice, number: nextAmendmentNumber(contract.number, contract.amendments.map((a) => a.number)) },
  };
  return c.json(jsonLd('ContractAmendmentData', iri('/contracts/contract-amendment-data', contract.id), data));
});

contractRoutes.post(AMENDMENTS_PATH, async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, amendmentCreateSchema);
  const contract = await selectContracts(deps, auth).where('learner_contracts.id', '=', input.contract).executeTakeFirst();
  if (!contract) throw fieldError('contract', 'Contrat introuvable.');
  if (contract.status !== 'signed') throw fieldError('contract', 'Un avenant ne s’établit que sur un contrat signé.');
  const now = deps.now().toISOString();
  const id = await deps.db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('contract_amendments').select('number').where('contract_id', '=', contract.id).execute();
    const row = await trx
      .insertInto('contract_amendments')
      .values({
        contract_id: contract.id,
        number: nextAmendmentNumber(contract.number, existing.map((a) => a.number)),
        extra_minutes: toMinutes(input.extraHours),
        hour_price_cents: cents(input.hourPrice),
        reason: input.reason,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  const { amendment } = await findAmendment(deps, auth, id);
  return c.json(jsonLd('ContractAmendment', iri(AMENDMENTS_PATH, id), toAmendment(amendment)), 201);
});

contractRoutes.patch(`${AMENDMENTS_PATH}/:id`, async (c) => {
  const { deps, auth } = c.var;
  const { amendment } = await findAmendment(deps, auth, routeId(c.req.param('id')));
  const input = await parseJson(c, amendmentPatchSchema);
  const { action, ...fields } = input;
  const editsFields = Object.values(fields).some((v) => v !== undefined);
  assertPermission(auth, [patchPermission(action)]);
  if (action && editsFields) throw badRequest('Une action ne se combine pas avec des modifications.');
  const now = deps.now().toISOString();
  const statusChange = transition(amendment.status as ContractStatus, action, editsFields, now, 'avenant');
  await deps.db
    .updateTable('contract_amendments')
    .set({
      ...(fields.extraHours !== undefined ? { extra_minutes: toMinutes(fields.extraHours) } : {}),
      ...(fields.hourPrice !== undefined ? { hour_price_cents: cents(fields.hourPrice) } : {}),
      ...(fields.reason !== undefined ? { reason: fields.reason } : {}),
      ...statusChange,
      updated_at: now,
    })
    .where('id', '=', amendment.id)
    .execute();
  const updated = await findAmendment(deps, auth, amendment.id);
  return c.json(jsonLd('ContractAmendment', iri(AMENDMENTS_PATH, amendment.id), toAmendment(updated.amendment)));
});

contractRoutes.delete(`${AMENDMENTS_PATH}/:id`, async (c) => {
  const { deps, auth } = c.var;
  const { amendment } = await findAmendment(deps, auth, routeId(c.req.param('id')));
  if (amendment.status === 'signed') throw conflict('Un avenant signé ne peut pas être supprimé.');
  await deps.db.deleteFrom('contract_amendments').where('id', '=', amendment.id).execute();
  return c.body(null, 204);
});

/** The PDF of a contract or of an amendment, and its file name. */
async function documentOf(deps: AppDeps, auth: AuthContext, target: { contract: number | null; amendment: number | null }) {
  const structure = await deps.db.selectFrom('structures').select('name').where('id', '=', auth.structureId).executeTakeFirstOrThrow();
  if (target.amendment !== null) {
    const { amendment } = await findAmendment(deps, auth, target.amendment);
    const contract = await loadContract(deps, auth, amendment.contract_id);
    const item = contract.amendments.find((a) => a.id === amendment.id)!;
    return { contract, bytes: await amendmentPdf(contract, item, structure.name), filename: `Avenant-${item.number}.pdf`, label: `l’avenant ${item.number}` };
  }
  const contract = await loadContract(deps, auth, target.contract!);
  return { contract, bytes: await contractPdf(contract, structure.name), filename: `Contrat-${contract.number}.pdf`, label: `le contrat ${contract.number}` };
}

contractRoutes.get('/contracts/learner-contract-display', async (c) => {
  const { deps, auth } = c.var;
  const query = c.req.queries();
  const [contract] = intList(query, 'contract');
  const [amendment] = intList(query, 'amendment');
  if ((contract === undefined) === (amendment === undefined)) throw badRequest('Indiquez un contrat (contract) ou un avenant (amendment).');
  const doc = await documentOf(deps, auth, { contract: contract ?? null, amendment: amendment ?? null });
  return fileResponse(c, doc.bytes, doc.filename);
});

contractRoutes.post('/contracts/learner-contract-send', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, contractSendSchema);
  const doc = await documentOf(deps, auth, input);
  const to = input.email ?? doc.contract.learner.email;
  if (!to) throw fieldError('email', 'L’apprenant n’a pas d’adresse e-mail : indiquez-en une.');
  const outboxId = await queueEmail(deps, {
    structureId: auth.structureId,
    agencyId: doc.contract.agency.id,
    learnerId: doc.contract.learner.id,
    document: 'contract',
    to,
    toName: input.email ? null : `${doc.contract.learner.firstName} ${doc.contract.learner.lastName}`,
    subject: `${doc.contract.agency.name} : ${doc.filename.replace(/\.pdf$/, '').replace('-', ' ')}`,
    text: [
      `Bonjour ${doc.contract.learner.firstName},`,
      '',
      `Vous trouverez ci-joint ${doc.label} relatif à votre formation au permis ${doc.contract.training.code}.`,
      '',
      `Cordialement,\n${doc.contract.agency.name}`,
    ].join('\n'),
    attachments: [{ filename: doc.filename, contentType: 'application/pdf', contentBase64: Buffer.from(doc.bytes).toString('base64') }],
  });
  const answer = await mailsAnswer(deps, [outboxId], { to, filename: doc.filename });
  return c.json(jsonLd('ContractMail', iri('/contracts/learner-contract-send', outboxId), answer.body), answer.status);
});

