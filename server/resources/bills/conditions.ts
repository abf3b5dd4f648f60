import type { BillKind } from '../../db/tables/accounting';
import { formatDay, formatRate } from '../../pdf/text';
import type { SellerIdentity } from '../billing/identity';
import { addDays } from './model';

/** The dates and terms of a document its conditions depend on. */
export interface ConditionsOf {
  kind: BillKind;
  issueDate: string;
  dueDate: string | null;
  validityDate: string | null;
  paymentTermsDays: number | null;
}

/** The payment terms sentence of an invoice (also the Factur-X payment terms). */
export function paymentTerms(bill: ConditionsOf): string {
  const days = bill.paymentTermsDays ?? 0;
  if (days === 0) return 'Conditions de paiement : paiement à réception de la facture.';
  const due = bill.dueDate ?? addDays(bill.issueDate, days);
  return `Conditions de paiement : paiement à ${days} jours à compter de la date d’émission, soit au plus tard le ${formatDay(due)}.`;
}

/** The discount mention (art. L441-9 C. com.). */
export const NO_DISCOUNT = 'Pas d’escompte pour paiement anticipé.';

/** The late-payment penalties (art. L441-10 C. com.), without the closing full stop. */
export const latePenalties = (seller: SellerIdentity) =>
  `En cas de retard de paiement, des pénalités de retard au taux annuel de ${formatRate(seller.latePenaltyRateBp / 100)} sont exigibles (article L441-10 du Code de commerce)`;

/** The fixed recovery indemnity (art. D441-5 C. com.). */
export const RECOVERY_INDEMNITY = 'Indemnité forfaitaire pour frais de recouvrement de 40 € due par les clients professionnels (article D441-5 du Code de commerce).';

/** A credit note's terms (Factur-X BT-20): it asks the client for nothing. */
export const CREDIT_NOTE_TERMS = 'Avoir : aucun paiement n’est demandé au client ; le montant lui est remboursé ou déduit de ce qu’il doit.';

/**
 * The conditions a quotation, invoice or credit note states (validity, payment terms, discount, late
 * penalties, bank details, insurer, consumer mediator), from the agency's billing configuration: one
 * list, printed on the PDF and shown on the public quotation page the learner accepts.
 */
export function billConditions(seller: SellerIdentity, bill: ConditionsOf): string[] {
  const currency = seller.currency;
  // A credit note asks for no payment: terms, discount, late penalties and bank details are the invoice's.
  const asksPayment = bill.kind !== 'credit_note';
  return [
    bill.kind === 'quotation' && bill.validityDate ? `Devis valable jusqu’au ${formatDay(bill.validityDate)}. Prix en ${currency === 'EUR' ? 'euros' : currency}.` : null,
    asksPayment ? paymentTerms(bill) : null,
    asksPayment ? NO_DISCOUNT : null,
    asksPayment ? `${latePenalties(seller)}, ainsi qu’une ${RECOVERY_INDEMNITY.charAt(0).toLowerCase()}${RECOVERY_INDEMNITY.slice(1)}` : null,
    asksPayment && seller.iban ? `Règlement par virement : IBAN ${seller.iban}${seller.bic ? ` – BIC ${seller.bic}` : ''}.` : null,
    seller.insurerName ? `Assurance responsabilité civile professionnelle : ${seller.insurerName}${seller.insurerPolicy ? `, contrat n° ${seller.insurerPolicy}` : ''}.` : null,
    seller.mediatorName
      ? `Médiation de la consommation (articles L612-1 et suivants du Code de la consommation) : en cas de litige, le client consommateur peut recourir gratuitement au médiateur ${seller.mediatorName}${seller.mediatorUrl ? ` (${seller.mediatorUrl})` : ''}.`
      : null,
  ].filter((text): text is string => text !== null);
}
