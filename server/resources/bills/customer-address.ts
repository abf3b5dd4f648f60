import type { Kysely, Transaction } from 'kysely';
import { invalidField } from '../../core/errors';
import type { Database } from '../../db/schema';
import { formatPostalAddress, isCompleteAddress } from '../../../src/shared/accounting/address';

type Db = Kysely<Database> | Transaction<Database>;

/** Article 242 nonies A of the CGI requires the customer's address on every invoice (and credit note). */
export const MISSING_ADDRESS = 'L’adresse du client est incomplète : renseignez la rue, le code postal et la ville sur la fiche de l’apprenant ou de l’organisme payeur (mention obligatoire sur une facture, article 242 nonies A du CGI).';

/** The customer's address as their record holds it now (the paying organisation's when there is one). */
export async function recordedCustomerAddress(db: Db, structureId: number, learnerId: number | null, organizationId: number | null): Promise<string | null> {
  const fields =
    organizationId !== null
      ? await db.selectFrom('organizations').select(['address', 'postal_code', 'city']).where('id', '=', organizationId).where('structure_id', '=', structureId).executeTakeFirst()
      : learnerId !== null
        ? await db.selectFrom('learners').select(['address', 'postal_code', 'city']).where('id', '=', learnerId).where('structure_id', '=', structureId).executeTakeFirst()
        : undefined;
  return fields ? formatPostalAddress(fields) : null;
}

/**
 * The address a fiscal document is issued with: the one it holds when complete, else the customer's
 * record as completed since the draft was made; a 422 on `customerAddress` when neither is complete.
 */
export async function issuingAddress(db: Db, structureId: number, bill: { customer_address: string | null; learner_id: number | null; organization_id: number | null }): Promise<string> {
  if (isCompleteAddress(bill.customer_address)) return bill.customer_address!;
  const recorded = await recordedCustomerAddress(db, structureId, bill.learner_id, bill.organization_id);
  if (!isCompleteAddress(recorded)) throw invalidField('customerAddress', MISSING_ADDRESS);
  return recorded!;
}
