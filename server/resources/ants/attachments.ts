import { ANTS_PAGE_MAX_BYTES, ANTS_PAGE_TYPES, antsPjPageSchema } from '../../../src/modules/ants/schema';
import { ANTS_MAX_PJ_PAGES, type AntsPjType } from '../../../src/modules/ants/types';
import { invalidField } from '../../core/errors';
import { parsePayload } from '../../core/validation';
import { rawRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { readMultipart, takeFile, withStoredFile, type UploadRules } from '../../core/uploads';
import { assertAcceptsDocuments } from '../../simulators/ants';
import { talksToAnts } from './ants-problem';
import { antsCopyOf, detailsJsonLd, requestInSession } from './request-store';

/** A page of a supporting document: what the ANTS accepts (1 Mo at most, PDF, JPEG or PNG). */
const ANTS_PAGE_RULES: UploadRules = { maxBytes: ANTS_PAGE_MAX_BYTES, types: ANTS_PAGE_TYPES };

/** The pages of a request's supporting documents (pièces justificatives). */
export const ANTS_ATTACHMENT_ROUTES: readonly RouteDeclaration[] = [
  rawRoute({
    method: 'POST',
    path: '/ants/pj/page',
    access: ['isViewANTS'],
    hydraClass: 'AntsRequest',
    summary: 'Adds a page to a supporting document (multipart: idPJ, idDemande, idSession, file); answers the request (201).',
    mediaType: 'application/json',
    statuses: [201],
    reads: { mediaType: 'multipart/form-data' },
    handle: talksToAnts(async ({ deps, auth }, c) => {
      const form = await readMultipart(c);
      const { idPJ, idDemande, idSession } = parsePayload(antsPjPageSchema, { idPJ: form.idPJ, idDemande: form.idDemande, idSession: form.idSession });
      const request = await requestInSession(deps, auth, { idDemande, idSession });
      const demande = await antsCopyOf(deps, auth, request);
      assertAcceptsDocuments(demande);
      const upload = await takeFile(form, 'file', ANTS_PAGE_RULES);
      const existing = await deps.db
        .selectFrom('ants_attachment_pages')
        .select((eb) => eb.fn.max('page_number').as('last'))
        .where('request_id', '=', request.id)
        .where('id_pj', '=', idPJ)
        .executeTakeFirst();
      const last = Number(existing?.last ?? 0);
      if (last >= ANTS_MAX_PJ_PAGES) {
        throw invalidField('file', `Cette pièce compte déjà ${ANTS_MAX_PJ_PAGES} pages, le maximum accepté par l’ANTS.`);
      }
      await withStoredFile(deps, auth.structureId, upload, (stored) =>
        deps.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('ants_attachment_pages')
            .values({
              structure_id: auth.structureId,
              request_id: request.id,
              id_pj: idPJ as AntsPjType,
              page_number: last + 1,
              storage_key: stored.storageKey,
              original_name: stored.originalName,
              mime_type: stored.mimeType,
              size: stored.size,
            })
            .execute();
          await trx.updateTable('ants_requests').set({ updated_at: deps.now().toISOString(), id_session: idSession }).where('id', '=', request.id).execute();
        }),
      );
      return c.json(await detailsJsonLd(deps, auth, request.id), 201);
    }),
  }),
];
