import type { LearnerContractData } from '../../../src/modules/contracts/types';

/** The body of `POST /contracts/learner-contract` that accepts every default the server proposed. */
export function contractFromDefaults(learnerId: number, trainingId: number, data: LearnerContractData) {
  const d = data.defaults;
  return {
    learner: `/api/learners/${learnerId}`,
    training: trainingId,
    evaluationDate: '2026-11-02',
    forecastHours: 20,
    startDate: d.startDate,
    endDate: d.endDate,
    registrationFee: d.registrationFee,
    hourPrice: d.hourPrice,
    theoryPrice: d.theoryPrice,
    examFee: d.examFee,
    programme: d.programme,
    paymentTerms: d.paymentTerms,
    installments: 1,
    mediatorName: d.mediatorName,
    mediatorContact: d.mediatorContact,
  };
}
