import { z } from 'zod';
import { ME_API, REQUESTED_DOCUMENTS } from '../../../src/shared/learner-space/paths';
import { meDocumentSchema, meMissingSchema, meUploadSchema, type MeDocument, type MeMissing } from '../../../src/shared/learner-space/schema';
import type { AppDeps, AuthContext } from '../../core/env';
import { iri, jsonLd } from '../../core/hydra';
import { collectionRoute, jsonRoute, rawRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { found } from '../../core/scope';
import { DOCUMENT_RULES, readMultipart, sendStoredFile } from '../../core/uploads';
import { parsePayload } from '../../core/validation';
import { selectDocuments, storeLearnerDocument, textFields, type DocumentRow } from '../learners/document-store';
import { myId, myRecord, myScope } from './me-scope';

async function myDocuments(deps: AppDeps, auth: AuthContext) {
  return selectDocuments(deps, await myScope(deps, auth)).where('documents.learner_id', '=', myId(auth));
}

const toMeDocument = (row: DocumentRow) =>
  jsonLd<MeDocument>('MeDocument', iri(ME_API.documents, row.id), {
    id: row.id,
    type: row.type_code,
    typeName: row.type_name,
    title: row.title,
    createdAt: row.created_at,
    file: `/api${ME_API.documents}/${row.id}/file`,
  });

/**
 * The learner's documents (issue 41): the list, the file, the requested ones he has not given yet (ID,
 * proof of address, photo for the ANTS file) and their upload from his phone. The school sees an
 * uploaded document in the record's documents at once, with the learner's account as its author.
 */
export const ME_DOCUMENT_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<MeDocument>({
    method: 'GET',
    path: ME_API.documents,
    access: 'learner',
    hydraClass: 'MeDocument',
    summary: 'The signed-in learner’s documents, latest first.',
    output: meDocumentSchema,
    handle: async ({ deps, auth, paginate }) =>
      paginate(await myDocuments(deps, auth), {
        idColumn: 'documents.id',
        spec: { defaultItemsPerPage: 50, maxItemsPerPage: 200, order: { createdAt: 'documents.created_at' }, defaultOrder: [['documents.created_at', 'desc']] },
        toJsonLd: toMeDocument,
      }),
  }),

  jsonRoute<undefined, MeMissing>({
    method: 'GET',
    path: `${ME_API.documents}/missing`,
    access: 'learner',
    hydraClass: 'MeDocument',
    summary: 'The documents the school asks of the signed-in learner (ID, proof of address, photo) that he has not given yet.',
    output: meMissingSchema,
    async handle({ deps, auth }) {
      const given = new Set((await (await myDocuments(deps, auth)).execute()).map((d) => d.type_code));
      const types = await deps.db.selectFrom('document_types').select(['code', 'name']).where('code', 'in', [...REQUESTED_DOCUMENTS]).execute();
      const missing = REQUESTED_DOCUMENTS.filter((code) => !given.has(code)).map((code) => ({ code, name: types.find((t) => t.code === code)?.name ?? code }));
      return { missing };
    },
  }),

  rawRoute({
    method: 'GET',
    path: `${ME_API.documents}/{id}/file`,
    access: 'learner',
    hydraClass: 'MeDocument',
    summary: 'The file of one of the signed-in learner’s documents.',
    mediaType: DOCUMENT_RULES.types,
    async handle({ deps, auth, id }, c) {
      const row = found(await (await myDocuments(deps, auth)).where('documents.id', '=', id()).executeTakeFirst(), 'Document introuvable.');
      return sendStoredFile(c, deps, row.storage_key, { mimeType: row.mime_type, filename: row.original_name });
    },
  }),

  rawRoute({
    method: 'POST',
    path: ME_API.documents,
    access: 'learner',
    hydraClass: 'MeDocument',
    summary: 'Uploads one of the requested documents (multipart: `file`, `documentType` IDENTITE, DOMICILE or EPHOTO); answers it (201).',
    mediaType: 'application/ld+json',
    statuses: [201],
    reads: { mediaType: 'multipart/form-data' },
    output: meDocumentSchema.extend({ '@id': z.string(), '@type': z.string() }),
    async handle({ deps, auth }, c) {
      const form = await readMultipart(c);
      const input = parsePayload(meUploadSchema, textFields(form));
      const learner = await myRecord(deps, auth);
      const type = await deps.db.selectFrom('document_types').select(['id', 'name']).where('code', '=', input.documentType).executeTakeFirstOrThrow();
      const id = await storeLearnerDocument(deps, auth, form, learner, { typeId: type.id, trainingId: null, title: type.name });
      const row = await (await myDocuments(deps, auth)).where('documents.id', '=', id).executeTakeFirstOrThrow();
      return c.json(toMeDocument(row), 201);
    },
  }),
];
