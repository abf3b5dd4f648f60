import type { z } from 'zod';
import type { billBaseSchema, billDetailsShape, billLineAnswerSchema, sellerContactSchema, vatBreakdownRowSchema } from './answers';

// The shapes quotations, invoices and credit notes share, as answers.ts declares them.

/** The seller as every document prints it: the agency's company and contact, billing configuration first. */
export type SellerContact = z.infer<typeof sellerContactSchema>;

/** A line of a quotation, invoice or credit note (amounts in euros). */
export type BillLine = z.infer<typeof billLineAnswerSchema>;

/** One row of the VAT breakdown. */
export type VatBreakdownRow = z.infer<typeof vatBreakdownRowSchema>;

/** What quotations, invoices and credit notes share (`/accounting/quotations`, `/accounting/invoices`). */
export type BillBase = z.infer<typeof billBaseSchema>;

/** An item read (`GET …/{id}`) carries its lines and VAT breakdown; lists leave them out. */
export type BillDetails = { [K in keyof typeof billDetailsShape]: z.infer<(typeof billDetailsShape)[K]> };
