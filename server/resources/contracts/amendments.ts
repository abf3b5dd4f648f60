import { CONTRACTS } from '../../../src/shared/auth/permission-groups';
import {
  amendmentCreateSchema,
  amendmentPatchSchema,
  contractAmendmentDataSchema,
  contractAmendmentSchema,
  type AmendmentCreate,
  type AmendmentPatch,
} from '../../../src/modules/contracts/schema';
import type { ContractAmendment, ContractAmendmentData, ContractStatus } from '../../../src/modules/contracts/types';
import { badRequest, conflict, invalidField } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import { assertPermission } from '../../core/permissions';
import { emptyRoute, itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { toMinutes } from '../learners/common';
import { AMENDMENTS_PATH, amendmentJsonLd, cents, findAmendment, nextAmendmentNumber, patchPermission, selectContracts, transition } from './contract-store';
import { contractAmendmentData } from './contract-data';
import { givenColumns, givesAnyField, ifGiven } from '../../core/patch';

/**
 * The amendments of signed contracts (extra driving hours): the prefill of a new one
 * (contract-amendment-data), create, merge-patch update with the validate and sign actions, delete.
 */
export const CONTRACT_AMENDMENT_ROUTES: readonly RouteDeclaration[] = [
  itemRoute<undefined, ContractAmendmentData>({
    method: 'GET',
    path: '/contracts/contract-amendment-data/{id}',
    access: CONTRACTS,
    hydraClass: 'ContractAmendmentData',
    summary: 'What a new amendment of the contract is prefilled with (hours done, hour price, next number).',
    output: contractAmendmentDataSchema,
    handle: async ({ deps, auth, id }) => jsonLd('ContractAmendmentData', iri('/contracts/contract-amendment-data', id()), await contractAmendmentData(deps, auth, id())),
  }),

  itemRoute<AmendmentCreate, ContractAmendment>({
    method: 'POST',
    path: AMENDMENTS_PATH,
    access: ['isCreateContractAmendment'],
    hydraClass: 'ContractAmendment',
    summary: 'Creates a draft amendment of a signed contract, numbered {contract}-A{n}.',
    input: amendmentCreateSchema,
    status: 201,
    output: contractAmendmentSchema,
    async handle({ deps, auth, body: input }) {
      const contract = await selectContracts(deps, auth).where('learner_contracts.id', '=', input.contract).executeTakeFirst();
      if (!contract) throw invalidField('contract', 'Contrat introuvable.');
      if (contract.status !== 'signed') throw invalidField('contract', 'Un avenant ne s’établit que sur un contrat signé.');
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
      return amendmentJsonLd(deps.db, (await findAmendment(deps, auth, id)).amendment);
    },
  }),

  itemRoute<AmendmentPatch, ContractAmendment>({
    method: 'PATCH',
    path: `${AMENDMENTS_PATH}/{id}`,
    access: ['isUpdateContractAmendment', 'isValidateContractAmendment', 'isSignContractAmendment'],
    hydraClass: 'ContractAmendment',
    summary: 'Updates a draft amendment (merge-patch), or validates (`action: validate`) or signs (`action: sign`) it.',
    input: amendmentPatchSchema,
    output: contractAmendmentSchema,
    async handle({ deps, auth, id, body: input }) {
      const { amendment } = await findAmendment(deps, auth, id());
      const { action, ...fields } = input;
      const editsFields = givesAnyField(fields);
      assertPermission(auth, [patchPermission(action)]);
      if (action && editsFields) throw badRequest('Une action ne se combine pas avec des modifications.');
      const now = deps.now().toISOString();
      const statusChange = transition(amendment.status as ContractStatus, action, editsFields, now, 'avenant');
      await deps.db
        .updateTable('contract_amendments')
        .set(givenColumns({
          extra_minutes: ifGiven(fields.extraHours, (value) => toMinutes(value)),
          hour_price_cents: ifGiven(fields.hourPrice, (value) => cents(value)),
          reason: fields.reason,
          ...statusChange,
          updated_at: now,
        }))
        .where('id', '=', amendment.id)
        .execute();
      return amendmentJsonLd(deps.db, (await findAmendment(deps, auth, amendment.id)).amendment);
    },
  }),

  emptyRoute({
    method: 'DELETE',
    path: `${AMENDMENTS_PATH}/{id}`,
    access: ['isDeleteContractAmendment'],
    hydraClass: 'ContractAmendment',
    summary: 'Deletes an amendment that is not signed.',
    async handle({ deps, auth, id }) {
      const { amendment } = await findAmendment(deps, auth, id());
      if (amendment.status === 'signed') throw conflict('Un avenant signé ne peut pas être supprimé.');
      await deps.db.deleteFrom('contract_amendments').where('id', '=', amendment.id).execute();
    },
  }),
];
