import { LEARNER_WRITE } from '../../../src/shared/auth/permission-groups';
import { documentReplaceSchema, documentTypeSchema, documentUploadSchema, learnerDocumentSchema } from '../../../src/modules/learners/schema';
import type { DocumentType, LearnerDocument } from '../../../src/modules/learners/types';
import { iri, jsonLd } from '../../core/hydra';
import { collectionRoute, emptyRoute, rawRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { DOCUMENT_RULES, deleteStoredFile, readMultipart, sendStoredFile, takeFile, withStoredFile } from '../../core/uploads';
import { parsePayload } from '../../core/validation';
import { learnerOfPayload, trainingOf } from './common';
import { documentJson, documentTypeOf, DOCUMENTS_PATH, findDocument, selectDocuments, storeLearnerDocument, textFields } from './document-store';
import { givenColumns } from '../../core/patch';

/**
 * Learner documents (spec part 2 §7 « Documents »): list, multipart upload and replace (files on disk
 * under var/uploads with size and type limits), delete, the file itself and the document types.
 */
export const LEARNER_DOCUMENT_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<LearnerDocument>({
    method: 'GET',
    path: DOCUMENTS_PATH,
    access: 'authenticated',
    hydraClass: 'Document',
    summary: 'Lists the documents of the caller’s learners (`learner`, `training`, `documentType` filters), newest first.',
    output: learnerDocumentSchema,
    handle: ({ deps, auth, paginate }) =>
      paginate(selectDocuments(deps, auth), {
        idColumn: 'documents.id',
        spec: {
          defaultItemsPerPage: 30,
          maxItemsPerPage: 1000,
          order: { createdAt: 'documents.created_at', title: 'documents.title', documentType: 'document_types.name' },
          defaultOrder: [['documents.created_at', 'desc']],
          search: ['documents.title', 'documents.original_name', 'document_types.name'],
          exact: {
            learner: { column: 'documents.learner_id', kind: 'int' },
            training: { column: 'documents.training_id', kind: 'int' },
            documentType: { column: 'documents.document_type_id', kind: 'int' },
          },
        },
        toJsonLd: documentJson,
      }),
  }),
  rawRoute({
    method: 'POST',
    path: '/document/document-upload',
    access: LEARNER_WRITE,
    hydraClass: 'Document',
    summary: 'Uploads a learner’s document (multipart: `file`, `learner`, `documentType`, `title`, `training`); answers it (201).',
    mediaType: 'application/ld+json',
    statuses: [201],
    reads: { mediaType: 'multipart/form-data' },
    async handle({ deps, auth }, c) {
      const form = await readMultipart(c);
      const input = parsePayload(documentUploadSchema, textFields(form));
      const learner = await learnerOfPayload(deps.db, auth, input.learner);
      await documentTypeOf(deps, input.documentType);
      if (input.training !== null) await trainingOf(deps.db, input.training);
      const id = await storeLearnerDocument(deps, auth, form, learner, { typeId: input.documentType, trainingId: input.training, title: input.title });
      return c.json(documentJson(await findDocument(deps, auth, id)), 201);
    },
  }),
  rawRoute({
    method: 'POST',
    path: '/document/document-replace',
    access: LEARNER_WRITE,
    hydraClass: 'Document',
    summary: 'Replaces a document’s file (multipart: `id`, `file`, optional `title`); answers the document.',
    mediaType: 'application/ld+json',
    reads: { mediaType: 'multipart/form-data' },
    async handle({ deps, auth }, c) {
      const form = await readMultipart(c);
      const input = parsePayload(documentReplaceSchema, textFields(form));
      const current = await findDocument(deps, auth, input.id);
      const upload = await takeFile(form, 'file', DOCUMENT_RULES);
      await withStoredFile(deps, auth.structureId, upload, (stored) =>
        deps.db
          .updateTable('documents')
          .set(givenColumns({
            storage_key: stored.storageKey,
            original_name: stored.originalName,
            mime_type: stored.mimeType,
            size: stored.size,
            app_user_id: auth.userId,
            updated_at: deps.now().toISOString(),
            title: input.title,
          }))
          .where('id', '=', current.id)
          .execute(),
      );
      await deleteStoredFile(deps, current.storage_key);
      return c.json(documentJson(await findDocument(deps, auth, current.id)));
    },
  }),
  emptyRoute({
    method: 'DELETE',
    path: '/document/document-delete/{id}',
    access: LEARNER_WRITE,
    hydraClass: 'Document',
    summary: 'Deletes a learner’s document and its file.',
    async handle({ deps, auth, id }) {
      const current = await findDocument(deps, auth, id());
      await deps.db.deleteFrom('documents').where('id', '=', current.id).execute();
      await deleteStoredFile(deps, current.storage_key);
    },
  }),
  rawRoute({
    method: 'GET',
    path: '/document/document-file/{id}',
    access: 'authenticated',
    hydraClass: 'Document',
    summary: 'Downloads a document’s file.',
    mediaType: DOCUMENT_RULES.types,
    async handle({ deps, auth, id }, c) {
      const current = await findDocument(deps, auth, id());
      return sendStoredFile(c, deps, current.storage_key, { mimeType: current.mime_type, filename: current.original_name });
    },
  }),
  collectionRoute<DocumentType>({
    method: 'GET',
    path: '/document/document-types',
    access: 'authenticated',
    hydraClass: 'DocumentType',
    summary: 'Lists the types of learner documents.',
    output: documentTypeSchema,
    handle: ({ deps, paginate }) =>
      paginate(deps.db.selectFrom('document_types').selectAll(), {
        idColumn: 'document_types.id',
        spec: {
          defaultItemsPerPage: 100,
          maxItemsPerPage: 1000,
          order: { name: 'document_types.name' },
          defaultOrder: [['document_types.id', 'asc']],
          search: ['document_types.name', 'document_types.code'],
        },
        toJsonLd: (row) => jsonLd<DocumentType>('DocumentType', iri('/document/document-types', row.id), { id: row.id, code: row.code, name: row.name }),
      }),
  }),
];
