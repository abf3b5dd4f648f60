import type { LearnerDocument } from '../../../src/modules/learners/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { invalidField } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import { found, inCallerAgencies } from '../../core/scope';
import { takeFile, withStoredFile, DOCUMENT_RULES } from '../../core/uploads';
import { learnerIri, trainingRef } from './common';
import type { RowOf } from '../../db/rows';

export const DOCUMENTS_PATH = '/document/document-list';

export function selectDocuments(deps: AppDeps, auth: AuthContext) {
  return deps.db
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
    ])
    .$call(inCallerAgencies(auth, 'learners'));
}

export type DocumentRow = RowOf<typeof selectDocuments>;

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

export const documentJson = (row: DocumentRow) => jsonLd('Document', iri('/document/document', row.id), toDocument(row));

export async function findDocument(deps: AppDeps, auth: AuthContext, id: number): Promise<DocumentRow> {
  return found(await selectDocuments(deps, auth).where('documents.id', '=', id).executeTakeFirst(), 'Document introuvable.');
}

/** The text fields of a multipart form (files left out), for the zod schema. */
export function textFields(form: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && key !== 'file') fields[key] = first;
  }
  return fields;
}

export async function documentTypeOf(deps: AppDeps, id: number) {
  const row = await deps.db.selectFrom('document_types').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw invalidField('documentType', 'Type de document inconnu.');
  return row;
}

/**
 * Stores the form's `file` as a document of the learner (staff upload, or the learner's own from his
 * space) and answers its id; the stored file is removed again when the row cannot be written.
 */
export async function storeLearnerDocument(
  deps: AppDeps,
  auth: AuthContext,
  form: Record<string, unknown>,
  learner: { id: number; agency_id: number },
  document: { typeId: number; trainingId: number | null; title: string },
): Promise<number> {
  const upload = await takeFile(form, 'file', DOCUMENT_RULES);
  const now = deps.now().toISOString();
  const { id } = await withStoredFile(deps, auth.structureId, upload, (stored) =>
    deps.db
      .insertInto('documents')
      .values({
        structure_id: auth.structureId,
        agency_id: learner.agency_id,
        learner_id: learner.id,
        training_id: document.trainingId,
        document_type_id: document.typeId,
        title: document.title,
        storage_key: stored.storageKey,
        original_name: stored.originalName,
        mime_type: stored.mimeType,
        size: stored.size,
        app_user_id: auth.userId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return id;
}
