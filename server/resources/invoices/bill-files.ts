import type { BillKind } from '../../db/tables/accounting';
import { rawRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { fileResponse } from '../../pdf/response';
import { getBill, renderBill, renderFacturX } from '../bills/documents';
import { BILL_PATHS } from '../bills/model';

const HYDRA_CLASS = { invoice: 'Invoice', credit_note: 'CreditNote' } as const;
const NAME = { invoice: 'an invoice', credit_note: 'a credit note' } as const;

/** The files of an invoice or a credit note: its PDF (a PDF/A-3 carrying Factur-X once validated) and the Factur-X XML alone. */
function billFileRoutes(kind: Exclude<BillKind, 'quotation'>): RouteDeclaration[] {
  return [
    rawRoute({
      method: 'GET',
      path: `${BILL_PATHS[kind]}/{id}/pdf`,
      access: ['isPrintInvoice'],
      hydraClass: HYDRA_CLASS[kind],
      summary: `The PDF of ${NAME[kind]} (each print is logged by the ledger).`,
      mediaType: 'application/pdf',
      async handle({ deps, auth, id }, c) {
        const file = await renderBill(deps, auth, await getBill(deps.db, auth, kind, id()), 'download');
        return fileResponse(c, file.bytes, file.filename);
      },
    }),
    rawRoute({
      method: 'GET',
      path: `${BILL_PATHS[kind]}/{id}/factur-x`,
      access: ['isPrintInvoice'],
      hydraClass: HYDRA_CLASS[kind],
      summary: `The Factur-X XML (EN 16931) alone of ${NAME[kind]}, once validated.`,
      refusals: [409],
      mediaType: 'application/xml',
      async handle({ deps, auth, id }, c) {
        const file = await renderFacturX(deps, await getBill(deps.db, auth, kind, id()));
        return fileResponse(c, file.bytes, file.filename, 'application/xml; charset=utf-8');
      },
    }),
  ];
}

export const BILL_FILE_ROUTES: readonly RouteDeclaration[] = [...billFileRoutes('invoice'), ...billFileRoutes('credit_note')];
