import { CONTRACTS } from '../../../src/shared/auth/permission-groups';
import {
  contractCreateSchema,
  contractPatchSchema,
  learnerContractDataSchema,
  learnerContractSchema,
  type ContractCreate,
  type ContractPatch,
} from '../../../src/modules/contracts/schema';
import type { ContractStatus, LearnerContract, LearnerContractData } from '../../../src/modules/contracts/types';
import { badRequest, conflict, invalidField, isUniqueViolation } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import { assertPermission } from '../../core/permissions';
import { collectionRoute, emptyRoute, itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { assertRegisteredTo, learnerOfPayload, toMinutes, trainingOf } from '../learners/common';
import { cents, CONTRACTS_PATH, findContract, listContracts, loadContract, nextContractNumber, patchPermission, transition } from './contract-store';
import { learnerContractData } from './contract-data';
import { sellerIdentity } from '../billing/identity';
import { sellerSnapshot } from '../bills/seller';
import { creationStamp } from '../../core/stamps';
import { givenColumns, givesAnyField, ifGiven } from '../../core/patch';
import { signedOverlap } from './overlap';

/**
 * A learner's training contracts (spec part 2 §7 « Documents, contracts… »): the list
 * (learner-contract-all), the prefill of a new one (Learner-contract-data), create, read, merge-patch
 * update with the validate and sign actions (each asks its own permission), delete.
 */
export const LEARNER_CONTRACT_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<LearnerContract>({
    method: 'GET',
    path: '/contracts/learner-contract-all',
    access: CONTRACTS,
    hydraClass: 'LearnerContract',
    summary: 'Lists the contracts of the caller’s agencies, each with its amendments.',
    output: learnerContractSchema,
    handle: ({ deps, auth, query, url }) => listContracts(deps, auth, query, url),
  }),

  itemRoute<undefined, LearnerContract>({
    method: 'GET',
    path: `${CONTRACTS_PATH}/{id}`,
    access: CONTRACTS,
    hydraClass: 'LearnerContract',
    summary: 'Reads a contract with its amendments.',
    output: learnerContractSchema,
    handle: ({ deps, auth, id }) => loadContract(deps, auth, id()),
  }),

  itemRoute<undefined, LearnerContractData>({
    method: 'GET',
    path: '/contracts/Learner-contract-data/{id}',
    access: CONTRACTS,
    hydraClass: 'LearnerContractData',
    summary: 'What a new contract of the learner is prefilled with (prices, evaluation, mediator).',
    output: learnerContractDataSchema,
    // The learner is named by the path: unknown or out of reach is a 404 (not a payload's 422).
    handle: async ({ deps, auth, id }) => jsonLd('LearnerContractData', iri('/contracts/Learner-contract-data', id()), await learnerContractData(deps, auth, id())),
  }),

  itemRoute<ContractCreate, LearnerContract>({
    method: 'POST',
    path: CONTRACTS_PATH,
    access: ['isCreateContractAmendment'],
    hydraClass: 'LearnerContract',
    summary: 'Creates a draft contract for a learner registered to the training, numbered CT-{year}-{n}.',
    input: contractCreateSchema,
    status: 201,
    output: learnerContractSchema,
    async handle({ deps, auth, body: input }) {
      const learner = await learnerOfPayload(deps.db, auth, input.learner);
      await trainingOf(deps.db, input.training);
      await assertRegisteredTo(deps.db, learner.id, input.training);
      if (input.evaluationDate > deps.now().toISOString().slice(0, 10)) {
        throw invalidField('evaluationDate', 'L’évaluation préalable doit avoir eu lieu avant le contrat.');
      }
      const overlap = await signedOverlap(deps.db, { learnerId: learner.id, trainingId: input.training, startDate: input.startDate, endDate: input.endDate });
      if (overlap) throw invalidField('startDate', overlap);
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
              ants_mandate_fee_cents: cents(input.antsMandateFee),
              ants_title_fee_cents: cents(input.antsTitleFee),
              booklet_fee_cents: cents(input.bookletFee),
              review_fee_cents: cents(input.reviewFee),
              programme: input.programme,
              payment_terms: input.paymentTerms,
              installments: input.installments,
              mediator_name: input.mediatorName,
              mediator_contact: input.mediatorContact,
              signed_place: input.signedPlace,
              ...creationStamp(auth.userId, now),
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
      return loadContract(deps, auth, id);
    },
  }),

  itemRoute<ContractPatch, LearnerContract>({
    method: 'PATCH',
    path: `${CONTRACTS_PATH}/{id}`,
    access: ['isUpdateContractAmendment', 'isValidateContractAmendment', 'isSignContractAmendment'],
    hydraClass: 'LearnerContract',
    summary: 'Updates a draft contract (merge-patch), or validates (`action: validate`) or signs (`action: sign`) it.',
    input: contractPatchSchema,
    output: learnerContractSchema,
    async handle({ deps, auth, id, body: input }) {
      const current = await findContract(deps, auth, id());
      const { action, ...fields } = input;
      const editsFields = givesAnyField(fields);
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
      if (endDate < startDate) throw invalidField('endDate', 'La fin du contrat doit suivre son début.');
      if (evaluationDate > startDate) throw invalidField('evaluationDate', 'L’évaluation préalable doit précéder le début de la formation.');
      // Two drafts over the same period: the second one cannot be signed once the first one is.
      const overlap = await signedOverlap(deps.db, { learnerId: current.learner_id, trainingId: current.training_id, startDate, endDate, exceptId: current.id });
      if (overlap) {
        if (action) throw conflict(overlap);
        if (fields.startDate !== undefined || fields.endDate !== undefined) throw invalidField(fields.startDate !== undefined ? 'startDate' : 'endDate', overlap);
      }
      await deps.db
        .updateTable('learner_contracts')
        .set(givenColumns({
          evaluation_date: fields.evaluationDate,
          forecast_minutes: ifGiven(fields.forecastHours, (value) => toMinutes(value)),
          start_date: fields.startDate,
          end_date: fields.endDate,
          registration_fee_cents: ifGiven(fields.registrationFee, (value) => cents(value)),
          hour_price_cents: ifGiven(fields.hourPrice, (value) => cents(value)),
          theory_price_cents: ifGiven(fields.theoryPrice, (value) => cents(value)),
          exam_fee_cents: ifGiven(fields.examFee, (value) => cents(value)),
          ants_mandate_fee_cents: ifGiven(fields.antsMandateFee, (value) => cents(value)),
          ants_title_fee_cents: ifGiven(fields.antsTitleFee, (value) => cents(value)),
          booklet_fee_cents: ifGiven(fields.bookletFee, (value) => cents(value)),
          review_fee_cents: ifGiven(fields.reviewFee, (value) => cents(value)),
          programme: fields.programme,
          payment_terms: fields.paymentTerms,
          installments: fields.installments,
          mediator_name: fields.mediatorName,
          mediator_contact: fields.mediatorContact,
          signed_place: fields.signedPlace,
          ...statusChange,
          ...(statusChange.status === 'validated' ? { seller_json: sellerSnapshot(await sellerIdentity(deps.db, current.agency_id)) } : {}),
          updated_at: now,
        }))
        .where('id', '=', current.id)
        .execute();
      return loadContract(deps, auth, current.id);
    },
  }),

  emptyRoute({
    method: 'DELETE',
    path: `${CONTRACTS_PATH}/{id}`,
    access: ['isDeleteContractAmendment'],
    hydraClass: 'LearnerContract',
    summary: 'Deletes a contract that is not signed.',
    async handle({ deps, auth, id }) {
      const current = await findContract(deps, auth, id());
      if (current.status === 'signed') throw conflict('Un contrat signé ne peut pas être supprimé.');
      await deps.db.deleteFrom('learner_contracts').where('id', '=', current.id).execute();
    },
  }),
];
