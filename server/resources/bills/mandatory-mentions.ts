import { unprocessable } from '../../core/errors';
import type { SellerIdentity } from '../billing/identity';
import type { Violation } from '../../../src/shared/api/hydra';

/**
 * The mentions article 242 nonies A of annexe II of the CGI makes mandatory on an invoice (and on the
 * credit note or receipt that follows it), as they apply to a driving school:
 * - the seller's full name and address (1°) and its SIREN/SIRET (art. R123-237 C. com., and the
 *   2024 reform's 1° bis);
 * - the seller's intra-community VAT number (2°) when the document bills VAT; a document whose lines
 *   are all exempt (art. 261-4-4° a) or under the franchise (art. 293 B) prints instead the exemption
 *   mention its rate carries (9°, checked for each exempt line);
 * - the buyer's name and address (1°; the address is checked by `issuingAddress`).
 * The date, number, quantities, designations, prices and VAT amounts (3° to 8°) are built by Volant.
 * A document missing one is refused with a 422 naming each missing mention and where to fill it.
 */

/** A line as the check reads it: its label, VAT rate (hundredths of a percent) and exemption mention. */
export interface MentionLine {
  label: string;
  tva_rate_bp: number;
  tva_mention: string | null;
}

const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';
const siretDigits = (value: string | null) => (value ?? '').replace(/\s/g, '');

/** Where the seller's legal numbers and address are filled (the agency's record, or the structure-wide billing configuration). */
const whereAgency = (agency: string) => `Administration > Agences > ${agency} (Modifier l’agence)`;
const whereBilling = 'Configuration > Facturation';

/** The seller's and buyer's missing mentions, as 422 violations (none: the document may be issued). */
export function missingMentions(seller: SellerIdentity, buyerName: string | null, lines: readonly MentionLine[]): Violation[] {
  const agency = `l’agence ${seller.agencyName}`;
  const missing: Violation[] = [];
  if (!filled(seller.legalName)) missing.push({ propertyPath: 'seller.legalName', message: `Raison sociale du vendeur manquante : complétez-la dans ${whereBilling}.` });
  if (!filled(seller.address) || !filled(seller.postalCode) || !filled(seller.city)) {
    missing.push({ propertyPath: 'seller.address', message: `Adresse de ${agency} incomplète (rue, code postal et ville) : complétez-la dans ${whereAgency(seller.agencyName)}.` });
  }
  if (!/^\d{9}(\d{5})?$/.test(siretDigits(seller.siret))) {
    missing.push({ propertyPath: 'seller.siret', message: `Numéro SIRET de ${agency} manquant : complétez-le dans ${whereAgency(seller.agencyName)} ou dans ${whereBilling}.` });
  }
  if (lines.some((line) => line.tva_rate_bp > 0) && !filled(seller.vatNumber)) {
    missing.push({
      propertyPath: 'seller.vatNumber',
      message: `Numéro de TVA intracommunautaire de ${agency} manquant : complétez-le dans ${whereAgency(seller.agencyName)} ou dans ${whereBilling}.`,
    });
  }
  for (const line of lines) {
    if (line.tva_rate_bp === 0 && !filled(line.tva_mention)) {
      missing.push({ propertyPath: 'lines', message: `Mention d’exonération de TVA manquante sur la ligne « ${line.label} » : complétez le taux à 0 % dans Configuration > TVA.` });
    }
  }
  if (!filled(buyerName)) missing.push({ propertyPath: 'customerName', message: 'Nom du client manquant : complétez la fiche de l’apprenant ou de l’organisme payeur.' });
  return missing;
}

/** Refuses (422) to issue a document that lacks a mandatory mention of art. 242 nonies A CGI. */
export function requireMandatoryMentions(seller: SellerIdentity, buyerName: string | null, lines: readonly MentionLine[]): void {
  const missing = missingMentions(seller, buyerName, lines);
  if (missing.length === 0) return;
  const list = missing.map((v) => v.message).join('\n');
  throw unprocessable(missing, `Mentions obligatoires manquantes (article 242 nonies A de l’annexe II du CGI) :\n${list}`);
}
