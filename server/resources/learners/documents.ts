import { Hono } from 'hono';
import type { z } from 'zod';
import { LICENCE_CATEGORIES_WITH_DOCUMENTS } from '../../../src/shared/constants';
import { documentReplaceSchema, documentUploadSchema } from '../../../src/modules/learners/schema';
import type { CategoryDocument, DocumentType, LearnerDocument } from '../../../src/modules/learners/types';
import type { AppDeps, AppEnv, AuthContext } from '../../core/env';
import { ApiError, violationsFromZod } from '../../core/errors';
import { iri, jsonLd, paginate } from '../../core/hydra';
import { found, routeId, scoped } from '../../core/scope';
import { DOCUMENT_RULES, deleteStoredFile, openStoredFile, readMultipart, storeFile, takeFile, uploadedFileHeaders } from '../../core/uploads';
import { fieldError, intList, learnerIri, learnerOfPayload, trainingOf, trainingRef } from './common';

const DOCUMENTS_PATH = '/document/document-list';

function selectDocuments(deps: AppDeps, auth: AuthContext) {
  return scoped(
    deps.db
      .selectFrom('documents')
      .innerJoin('learners', 'learners.id', 'documents.learner_id')
      .innerJoin('document_types', 'document_types.id', 'documents.document_type_id')
      .leftJoin('trainings', 'trainings.id', 'documents.training_id')
      .select([
        'documents.id',
        'documents.learner_id',
        'documents.training_id',
        'trainings.code as training_code',
        'trainings.name as training_name',
        'documents.document_type_id',
        'document_types.code as type_code',
        'document_types.name as type_name',
        'documents.title',
        'documents.storage_key',
        'documents.original_name',
        'documents.mime_type',
        'documents.size',
        'documents.app_user_id',
        'documents.created_at',
        'documents.updated_at',
      ]),
    auth,
    { structure: 'learners.structure_id', agency: 'learners.agency_id' },
  );
}

type DocumentRow = Awaited<ReturnType<ReturnType<typeof selectDocuments>['executeTakeFirstOrThrow']>>;

const toDocument = (row: DocumentRow): LearnerDocument => ({
  id: row.id,
  learner: learnerIri(row.learner_id),
  training: row.training_id === null ? null : trainingRef(row.training_id, row.training_code ?? '', row.training_name ?? ''),
  documentType: { id: row.document_type_id, code: row.type_code, name: row.type_name },
  title: row.title,
  file: { name: row.original_name, mimeType: row.mime_type, size: row.size, url: `/api/document/document-file/${row.id}` },
  appUserId: row.app_user_id,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const documentJson = (row: DocumentRow) => jsonLd('Document', iri('/document/document', row.id), toDocument(row));

async function findDocument(deps: AppDeps, auth: AuthContext, id: number): Promise<DocumentRow> {
  return found(await selectDocuments(deps, auth).where('documents.id', '=', id).executeTakeFirst(), 'Document introuvable.');
}

/** The text fields of a multipart form (files left out), for the zod schema. */
function textFields(form: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && key !== 'file') fields[key] = first;
  }
  return fields;
}

function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new ApiError(422, 'Données invalides.', violationsFromZod(parsed.error.issues));
  return parsed.data;
}

async function documentTypeOf(deps: AppDeps, id: number) {
  const row = await deps.db.selectFrom('document_types').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw fieldError('documentType', 'Type de document inconnu.');
  return row;
}

/**
 * Learner documents (spec part 2 §7 « Documents »): list, multipart upload and replace (files on disk
 * under var/uploads with size and type limits), delete, the file itself, the document types, and the
 * documents each licence category needs (`/contracts/contract-document-by-type/{category}`).
 */
export const documentRoutes = new Hono<AppEnv>();

documentRoutes.get(DOCUMENTS_PATH, async (c) => {
  const { deps, auth } = c.var;
  return c.json(
    await paginate(selectDocuments(deps, auth), {
      query: c.req.queries(),
      requestUrl: c.req.url,
      dialect: deps.dialect,
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
  );
});

documentRoutes.post('/document/document-upload', async (c) => {
  const { deps, auth } = c.var;
  const form = await readMultipart(c);
  const input = parseFields(documentUploadSchema, textFields(form));
  const learner = await learnerOfPayload(deps.db, auth, input.learner);
  await documentTypeOf(deps, input.documentType);
  if (input.training !== null) await trainingOf(deps.db, input.training);
  const upload = await takeFile(form, 'file', DOCUMENT_RULES);
  const stored = await storeFile(deps, auth.structureId, upload);
  const now = deps.now().toISOString();
  try {
    const { id } = await deps.db
      .insertInto('documents')
      .values({
        structure_id: auth.structureId,
        agency_id: learner.agency_id,
        learner_id: learner.id,
        training_id: input.training,
        document_type_id: input.documentType,
        title: input.title,
        storage_key: stored.storageKey,
        original_name: stored.originalName,
        mime_type: stored.mimeType,
        size: stored.size,
        app_user_id: auth.userId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return c.json(documentJson(await findDocument(deps, auth, id)), 201);
  } catch (err) {
    await deleteStoredFile(deps, stored.storageKey);
    throw err;
  }
});

documentRoutes.post('/document/document-replace', async (c) => {
  const { deps, auth } = c.var;
  const form = await readMultipart(c);
  const input = parseFields(documentReplaceSchema, textFields(form));
  const current = await findDocument(deps, auth, input.id);
  const upload = await takeFile(form, 'file', DOCUMENT_RULES);
  const stored = await storeFile(deps, auth.structureId, upload);
  await deps.db
    .updateTable('documents')
    .set({
      storage_key: stored.storageKey,
      original_name: stored.originalName,
      mime_type: stored.mimeType,
      size: stored.size,
      app_user_id: auth.userId,
      updated_at: deps.now().toISOString(),
      ...(input.title !== undefined ? { title: input.title } : {}),
    })
    .where('id', '=', current.id)
    .execute();
  await deleteStoredFile(deps, current.storage_key);
  return c.json(documentJson(await findDocument(deps, auth, current.id)));
});

documentRoutes.delete('/document/document-delete/:id', async (c) => {
  const { deps, auth } = c.var;
  const current = await findDocument(deps, auth, routeId(c.req.param('id')));
  await deps.db.deleteFrom('documents').where('id', '=', current.id).execute();
  await deleteStoredFile(deps, current.storage_key);
  return c.body(null, 204);
});

documentRoutes.get('/document/document-file/:id', async (c) => {
  const { deps, auth } = c.var;
  const current = await findDocument(deps, auth, routeId(c.req.param('id')));
  const file = await openStoredFile(deps, current.storage_key);
  return c.body(file.stream, 200, {
    ...uploadedFileHeaders(current.mime_type, current.original_name),
    'Content-Length': String(file.size),
    'Cache-Control': 'private, no-store',
  });
});

documentRoutes.get('/document/document-types', async (c) => {
  const { deps } = c.var;
  return c.json(
    await paginate(deps.db.selectFrom('document_types').selectAll(), {
      query: c.req.queries(),
      requestUrl: c.req.url,
      dialect: deps.dialect,
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
  );
});

documentRoutes.get('/contracts/contract-document-by-type/:category', async (c) => {
  const { deps, auth } = c.var;
  const category = (c.req.param('category') ?? '').toUpperCase();
  if (!(LICENCE_CATEGORIES_WITH_DOCUMENTS as readonly string[]).includes(category)) {
    throw new ApiError(404, 'Catégorie de permis inconnue.');
  }
  const [learnerId] = intList(c.req.queries(), 'learner');
  const provided = new Set<number>();
  if (learnerId !== undefined) {
    const learner = await learnerOfPayload(deps.db, auth, learnerId);
    const rows = await deps.db.selectFrom('documents').select('document_type_id').where('learner_id', '=', learner.id).execute();
    for (const row of rows) provided.add(row.document_type_id);
  }
  const rows = await deps.db
    .selectFrom('document_type_categories as dc')
    .innerJoin('document_types as t', 't.id', 'dc.document_type_id')
    .select(['t.id', 't.code', 't.name', 'dc.required'])
    .where('dc.category', '=', category)
    .orderBy('dc.required', 'desc')
    .orderBy('t.id')
    .execute();
  const members = rows.map((row) =>
    jsonLd<CategoryDocument>('CategoryDocument', iri(`/contracts/contract-document-by-type/${category}`, row.id), {
      category,
      documentType: { id: row.id, code: row.code, name: row.name },
      required: row.required === 1,
      provided: provided.has(row.id),
    }),
  );
  return c.json({
    '@context': '/api/contexts/Collection',
    '@id': `/api/contracts/contract-document-by-type/${category}`,
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': members.length,
  });
});
