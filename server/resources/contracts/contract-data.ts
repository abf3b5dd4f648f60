import type { ContractAmendmentData, LearnerContractData } from '../../../src/modules/contracts/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { findLearner, toHours, trainingRef } from '../learners/common';
import { sellerIdentity } from '../billing/identity';
import { learnerHours } from '../learners/summary';
import { contractAgency, loadContract, nextAmendmentNumber } from './contract-store';
import { CONTRACT_DEFAULTS } from './defaults';
import { contractFees } from './fees';

/**
 * What a new contract of a learner is prefilled with (`Learner-contract-data`): the learner, the
 * agency as its documents name it, the trainings, the prior evaluation, the prices and the mediator.
 */
export async function learnerContractData(deps: AppDeps, auth: AuthContext, learnerId: number): Promise<LearnerContractData> {
  // The learner is named by the path: unknown or out of reach is a 404 (not a payload's 422).
  const learner = await findLearner(deps.db, auth, learnerId);
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
  return {
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
}

/** What a new amendment of a contract is prefilled with (`contract-amendment-data`): the contract, the learner's hours, the next number. */
export async function contractAmendmentData(deps: AppDeps, auth: AuthContext, contractId: number): Promise<ContractAmendmentData> {
  const contract = await loadContract(deps, auth, contractId);
  const hours = await learnerHours(deps.db, contract.learner.id);
  return {
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
}
