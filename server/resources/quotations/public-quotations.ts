import { publicQuotationSchema, publicValidationAnswerSchema, publicValidationSchema } from '../../../src/modules/quotations/schema';
import { BILL_STATUS } from '../../../src/shared/accounting/status';
import { conflict } from '../../core/errors';
import { itemRoute, jsonRoute, rawRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { fileResponse } from '../../pdf/response';
import { renderBill } from '../bills/documents';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import { recordAcceptance } from './acceptance-evidence';
import { checkUuid, isExpired, publicQuotation, publicRow } from './quotation-store';

const DETAILS_PATH = '/accounting/public/quotation-details';

// The uuid parameter is typed `key`, not `uuid`: a malformed link (`/devis/pas-un-uuid`) still reaches
// the handler and answers the quotation's own 404 « Ce devis est introuvable », as the public page expects.

/**
 * The public calls of a quotation's link (`/devis/{uuid}`, no token): the quotation as the learner
 * sees it (the first view marks it « En cours »), its acceptance (once, with its evidence:
 * acceptance-evidence.ts) and its PDF. A draft is not found: it was not sent yet.
 */
export const PUBLIC_QUOTATION_ROUTES: readonly RouteDeclaration[] = [
  itemRoute({
    method: 'GET',
    path: `${DETAILS_PATH}/{uuid}`,
    params: { uuid: 'key' },
    access: 'public',
    hydraClass: 'PublicQuotation',
    summary: 'The quotation of a public link as the learner sees it; the first view marks it « En cours ».',
    output: publicQuotationSchema,
    async handle({ deps, param }) {
      let row = await publicRow(deps.db, checkUuid(param('uuid')));
      if (row.status === BILL_STATUS.pending) {
        const now = deps.now().toISOString();
        await deps.db
          .updateTable('bills')
          .set({ status: BILL_STATUS.inProgress, viewed_at: now })
          .where('id', '=', row.id)
          .where('status', '=', BILL_STATUS.pending)
          .execute();
        row = await publicRow(deps.db, row.uuid ?? '');
      }
      return { '@id': `/api${DETAILS_PATH}/${row.uuid}`, '@type': 'PublicQuotation', ...(await publicQuotation(deps, row)) };
    },
  }),

  jsonRoute({
    method: 'POST',
    path: '/accounting/public/validation-bills',
    access: 'public',
    hydraClass: 'PublicQuotation',
    summary: 'The learner accepts the quotation of a public link (once, before it expires).',
    input: publicValidationSchema,
    output: publicValidationAnswerSchema,
    async handle({ deps, body: { uuid }, client }) {
      const row = await publicRow(deps.db, uuid);
      if (row.status === BILL_STATUS.accepted) throw conflict('Ce devis a déjà été validé.');
      if (row.status === BILL_STATUS.refused) throw conflict('Ce devis a été refusé : il ne peut plus être validé.');
      if (row.invoice_id !== null) throw conflict('Ce devis a déjà été facturé.');
      if (isExpired(row, parisDate(deps.now()))) throw conflict('Ce devis a expiré : demandez-en un nouveau à votre auto-école.');
      const now = deps.now().toISOString();
      // The PDF as the page serves it at this moment, before the status changes: what was accepted.
      const pdf = await renderBill(deps, null, row, 'public');
      const updated = await deps.db
        .updateTable('bills')
        .set({ status: BILL_STATUS.accepted, accepted_at: now, updated_at: now })
        .where('id', '=', row.id)
        .where('status', '=', row.status)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw conflict('Ce devis a déjà été validé.');
      await recordAcceptance(deps, row, client(), now, pdf.bytes);
      return { uuid, status: BILL_STATUS.accepted, acceptedAt: now };
    },
  }),

  rawRoute({
    method: 'GET',
    path: '/accounting/public/quotation-pdf/{uuid}',
    params: { uuid: 'key' },
    access: 'public',
    hydraClass: 'PublicQuotation',
    summary: 'The PDF of the quotation of a public link.',
    mediaType: 'application/pdf',
    async handle({ deps, param }, c) {
      const row = await publicRow(deps.db, checkUuid(param('uuid')));
      const file = await renderBill(deps, null, row, 'public');
      return fileResponse(c, file.bytes, file.filename);
    },
  }),
];
