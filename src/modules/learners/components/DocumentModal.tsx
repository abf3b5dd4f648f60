import { useState } from 'react';
import { fieldErrorsFromViolations, useForm } from '../../../shared/form/useForm';
import { FormGrid, FormGridFull, FormModal, SelectField, TextField, useFieldIds } from '../../../shared/ui';
import { Field } from '../../../shared/ui/Field';
import { useDocumentTypes, useReplaceDocument, useUploadDocument } from '../hooks/documents';
import { learnersMessages as m } from '../messages';
import { documentUploadSchema } from '../schema';
import type { Learner, LearnerDocument } from '../types';
import * as styles from './forms.css';

const ACCEPT = 'application/pdf,image/jpeg,image/png';

function FileInput({ error, onFile }: { error: string | undefined; onFile: (file: File | null) => void }) {
  const ids = useFieldIds({ hint: m.documents.fileHint, error });
  return (
    <Field ids={ids} label={m.documents.file} hint={m.documents.fileHint} error={error} required>
      <input {...ids.controlProps} className={styles.fileInput} type="file" accept={ACCEPT} required onChange={(e) => onFile(e.target.files?.[0] ?? null)} />
    </Field>
  );
}

export interface DocumentModalProps {
  learner: Learner;
  /** The document whose file is replaced; null uploads a new one. */
  replacing: LearnerDocument | null;
  onClose: () => void;
}

/** Uploads a document (type, title, training, file) or replaces the file of one (multipart). */
export function DocumentModal({ learner, replacing, onClose }: DocumentModalProps) {
  const types = useDocumentTypes().data?.items ?? [];
  const upload = useUploadDocument();
  const replace = useReplaceDocument();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const form = useForm({
    schema: documentUploadSchema,
    initial: {
      learner: learner.id,
      documentType: replacing?.documentType.id ?? '',
      title: replacing?.title ?? '',
      training: replacing?.training?.id ?? learner.training?.id ?? '',
    },
    onSubmit: async (payload) => {
      if (!file) {
        setFileError(m.documents.fileRequired);
        return;
      }
      const result = replacing
        ? await replace.run(replacing.id, file, payload.title)
        : await upload.run({ learner: payload.learner, documentType: payload.documentType, title: payload.title, training: payload.training, file });
      if (result.ok) onClose();
      else setFileError(fieldErrorsFromViolations(result.violations).file);
      return result;
    },
  });
  const formId = replacing ? `document-${replacing.id}` : 'document-new';

  return (
    <FormModal
      title={replacing ? m.documents.replaceTitle(replacing.title) : m.documents.upload}
      formId={formId}
      onClose={onClose}
      submitLabel={replacing ? m.documents.replace : m.documents.upload}
      submitIcon="upload"
      form={form}
    >
      <FormGrid columns={2}>
        <SelectField
          label={m.documents.type}
          required
          disabled={replacing !== null}
          placeholder={m.documents.typePlaceholder}
          options={types.map((t) => ({ value: String(t.id), label: t.name }))}
          value={String(form.values.documentType)}
          onChange={(e) => {
            form.set('documentType', e.target.value);
            const type = types.find((t) => String(t.id) === e.target.value);
            if (type && !form.values.title) form.set('title', type.name);
          }}
          error={form.error('documentType') && m.documents.typeRequired}
        />
        <SelectField
          label={m.documents.training}
          placeholder={m.documents.trainingPlaceholder}
          disabled={replacing !== null}
          options={learner.agencytraininglearners.map((r) => ({ value: String(r.training.id), label: r.training.name }))}
          value={String(form.values.training ?? '')}
          onChange={(e) => form.set('training', e.target.value)}
        />
        <FormGridFull>
          <TextField label={m.documents.docTitle} required value={form.values.title} onChange={(e) => form.set('title', e.target.value)} error={form.error('title')} />
        </FormGridFull>
        <FormGridFull>
          <FileInput
            error={fileError}
            onFile={(chosen) => {
              setFile(chosen);
              setFileError(undefined);
            }}
          />
        </FormGridFull>
      </FormGrid>
    </FormModal>
  );
}
