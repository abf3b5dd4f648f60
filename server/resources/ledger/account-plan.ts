import type { Kysely } from 'kysely';
import { DEFAULT_CUSTOMER_ACCOUNTS } from '../../../src/modules/billing/schema';
import type { Database } from '../../db/schema';
import { customerAccountSettings } from '../billing/billing-store';

/**
 * The school's chart of accounts, the one definition every accounting export reads (the FEC and the
 * signed archive's `ecritures.csv`): the accounts and journals configured per agency in « Comptes
 * clients », or the general chart's defaults while an agency has none. The customer's auxiliary
 * account (CompAuxNum) exists only when the agency keeps one per learner.
 */

export interface Account {
  num: string;
  lib: string;
}

export interface Journal {
  code: string;
  lib: string;
}

export interface AccountPlan {
  customer: Account;
  sales: Account;
  /** Sales exempt from VAT (lines at 0 %). */
  exemptSales: Account;
  vat: Account;
  bank: Account;
  cash: Account;
  salesJournal: Journal;
  bankJournal: Journal;
  cashJournal: Journal;
  auxiliaryPerLearner: boolean;
}

/**
 * Opening balances taken over from the previous software (« reprise de solde ») go to the opening
 * journal (« à-nouveaux ») against the opening balance sheet account of the general chart (890): the
 * previous software's books already hold the sales they come from, so none is booked again.
 */
export const OPENING_JOURNAL: Journal = { code: 'AN', lib: 'À-nouveaux' };
export const OPENING_ACCOUNT: Account = { num: '890000', lib: 'Bilan d’ouverture' };

type Settings = { -readonly [K in keyof typeof DEFAULT_CUSTOMER_ACCOUNTS]: (typeof DEFAULT_CUSTOMER_ACCOUNTS)[K] extends boolean ? boolean : string };

function planOf(a: Settings): AccountPlan {
  return {
    customer: { num: a.customerAccount, lib: 'Clients' },
    sales: { num: a.salesAccount, lib: 'Prestations de services' },
    exemptSales: { num: a.exemptSalesAccount, lib: 'Prestations de services exonérées de TVA' },
    vat: { num: a.vatAccount, lib: 'TVA collectée' },
    bank: { num: a.bankAccount, lib: 'Banque' },
    cash: { num: a.cashAccount, lib: 'Caisse' },
    salesJournal: { code: a.salesJournal, lib: 'Journal des ventes' },
    bankJournal: { code: a.bankJournal, lib: 'Journal de banque' },
    cashJournal: { code: a.cashJournal, lib: 'Journal de caisse' },
    auxiliaryPerLearner: a.auxiliaryPerLearner,
  };
}

/** The account plan of each agency of the structure (the general chart's for an agency without settings). */
export async function accountPlans(db: Kysely<Database>, structureId: number): Promise<(agencyId: number) => AccountPlan> {
  const rows = await db.selectFrom('customer_accounts').selectAll().where('structure_id', '=', structureId).execute();
  const plans = new Map(
    rows.map((row) => [
      row.agency_id,
      planOf(customerAccountSettings(row)),
    ]),
  );
  const fallback = planOf(DEFAULT_CUSTOMER_ACCOUNTS);
  return (agencyId) => plans.get(agencyId) ?? fallback;
}

/** Who a document is billed to, as the accounting sees it. */
export interface Party {
  organization_id: number | null;
  organization_name: string | null;
  learner_id: number | null;
  learner_first: string | null;
  learner_last: string | null;
  customer_name: string;
}

/**
 * The customer's auxiliary account when the agency keeps one per learner: 411 + the learner's number on
 * 6 digits (411000009), or 411O + the organisation's when an organisation pays; none otherwise (the
 * entries then stay on the collective account alone).
 */
export function auxiliaryAccount(plan: AccountPlan, party: Party): Account | null {
  if (!plan.auxiliaryPerLearner) return null;
  if (party.organization_id !== null) return { num: `411O${String(party.organization_id).padStart(6, '0')}`, lib: party.organization_name ?? party.customer_name };
  if (party.learner_id !== null) return { num: `411${String(party.learner_id).padStart(6, '0')}`, lib: `${party.learner_last ?? ''} ${party.learner_first ?? ''}`.trim() || party.customer_name };
  return null;
}
