import { z } from 'zod';
import { hasAtMostTwoDecimals, zMoney, zOptionalText, zRef, zText } from '../schema/fields';

/** A quantity: positive, at most two decimals (1,5 h of driving). */
export const zLineQuantity = z
  .number({ message: 'La quantité doit être un nombre.' })
  .finite('La quantité doit être un nombre.')
  .positive('La quantité doit être positive.')
  .max(100_000, 'Quantité trop élevée.')
  .refine(hasAtMostTwoDecimals, 'Deux décimales au plus.');

/** A unit price excluding VAT, in euros: a number, never negative. */
export const zUnitPrice = z
  .number({ message: 'Le prix unitaire doit être un nombre.' })
  .pipe(zMoney);

const zOptionalRef = zRef.nullish().transform((value) => value ?? null);

/**
 * One line of a quotation or an invoice (POST/PATCH payloads): label, quantity, unit price HT (or TTC:
 * `unitPriceTtc`, which then prevails) and VAT rate (an IRI or id of `/billing/tvas` of the document's agency); the service or package it
 * comes from, if any. The server snapshots the rate, so later rate changes leave documents as issued.
 */
export const billLineSchema = z
  .strictObject({
    label: zText(255, 'Le libellé'),
    quantity: zLineQuantity,
    /** Unit price excluding VAT; not given when the line is priced VAT included. */
    unitPrice: zUnitPrice.optional(),
    /** Unit price VAT included (driving schools price so): the line's TTC is quantity × this price exactly. */
    unitPriceTtc: zUnitPrice.nullish().transform((value) => value ?? null),
    tva: zRef,
    service: zOptionalRef,
    package: zOptionalRef,
  })
  .refine((line) => line.unitPrice !== undefined || line.unitPriceTtc !== null, { message: 'Indiquez le prix unitaire.', path: ['unitPrice'] });

export const billLinesSchema = z.array(billLineSchema).max(200, 'Un document compte 200 lignes au plus.');

/** Fields common to quotations and invoices (the customer and the document's wording). */
export const billPartyFields = {
  learner: zRef,
  /** The paying body (organisation), when it is not the learner. */
  organization: zOptionalRef,
  title: zOptionalText(255),
  notes: zOptionalText(2000),
};

export type BillLineInput = z.output<typeof billLineSchema>;
