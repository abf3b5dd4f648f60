import type { Kysely } from 'kysely';
import { formatDate } from '../../../src/shared/i18n/format';
import type { Database } from '../../db/schema';

/** The period of a contract of a learner in a training, and the contract itself when it exists already. */
export interface ContractPeriod {
  learnerId: number;
  trainingId: number;
  startDate: string;
  endDate: string;
  exceptId?: number;
}

/**
 * Issue 37 item 7: a learner holds one signed contract per training at a time. A second contract over
 * the period of a signed one would buy the same hours twice (« 53 h achetées »); hours added to a signed
 * contract are an amendment of it. Answers the French refusal naming the signed contract, or null.
 */
export async function signedOverlap(db: Kysely<Database>, period: ContractPeriod): Promise<string | null> {
  const signed = await db
    .selectFrom('learner_contracts')
    .select(['number', 'start_date', 'end_date'])
    .where('learner_id', '=', period.learnerId)
    .where('training_id', '=', period.trainingId)
    .where('status', '=', 'signed')
    .where('start_date', '<=', period.endDate)
    .where('end_date', '>=', period.startDate)
    .$if(period.exceptId !== undefined, (q) => q.where('id', '!=', period.exceptId!))
    .orderBy('start_date')
    .executeTakeFirst();
  if (!signed) return null;
  return `Le contrat ${signed.number}, signé, couvre déjà cette formation du ${formatDate(signed.start_date)} au ${formatDate(signed.end_date)} : pour ajouter des heures, établissez un avenant à ce contrat, ou faites commencer le nouveau contrat après le ${formatDate(signed.end_date)}.`;
}
