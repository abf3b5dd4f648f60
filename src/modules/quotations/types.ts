import type { z } from 'zod';
import type { publicQuotationSchema, quotationDetailsSchema, quotationSchema } from './schema';

/** A quotation (`/accounting/quotations`): numbered on creation, answered by the learner through its public link. */
export type Quotation = z.infer<typeof quotationSchema>;

/** `GET /accounting/quotations/{id}`: with its lines and VAT breakdown. */
export type QuotationDetails = z.infer<typeof quotationDetailsSchema>;

/** `GET /accounting/public/quotation-details/{uuid}`: the quotation as the learner sees it (no login). */
export type PublicQuotation = z.infer<typeof publicQuotationSchema>;
