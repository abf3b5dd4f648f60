import { useCallback } from 'react';
import useSWR from 'swr';
import { reportError } from '../../../shared/alerts/report';
import { useApiClient } from '../../../shared/swr/ApiProvider';
import { useMutation } from '../../../shared/swr/useMutation';
import { deleteDocument, downloadDocument, listCategoryDocuments, listDocuments, listDocumentTypes, replaceDocument, uploadDocument, type DocumentUpload } from '../api';
import { DOCUMENT_READS, learnerKeys } from '../keys';
import { learnersMessages as m } from '../messages';
import type { LearnerDocument } from '../types';

// The record's documents tab and its document dialog.

export function useDocuments(learnerId: number) {
  const client = useApiClient();
  return useSWR(learnerKeys.documents(learnerId), ([, params]) => listDocuments(client, params));
}

export function useDocumentTypes() {
  const client = useApiClient();
  return useSWR(learnerKeys.documentTypes(), () => listDocumentTypes(client));
}

/** The documents a licence category needs, with what the learner already provided. */
export function useCategoryDocuments(category: string | null, learnerId: number) {
  const client = useApiClient();
  return useSWR(category ? learnerKeys.categoryDocuments(category, learnerId) : null, () => listCategoryDocuments(client, category!, learnerId));
}

export function useUploadDocument() {
  return useMutation((client, upload: DocumentUpload) => uploadDocument(client, upload), {
    success: m.documentUploaded,
    fallbackError: m.documentError,
    revalidate: DOCUMENT_READS,
  });
}

export function useReplaceDocument() {
  return useMutation((client, id: number, file: File, title?: string) => replaceDocument(client, id, file, title), {
    success: m.documentReplaced,
    fallbackError: m.documentError,
    revalidate: DOCUMENT_READS,
  });
}

export function useDeleteDocument() {
  return useMutation((client, id: number) => deleteDocument(client, id), {
    success: m.documentDeleted,
    fallbackError: m.documentError,
    revalidate: DOCUMENT_READS,
  });
}

/** Opens a document's file in a new tab (fetched with the token, then shown from an object URL). */
export function useOpenDocument() {
  const client = useApiClient();
  return useCallback(
    async (document: LearnerDocument) => {
      try {
        const file = await downloadDocument(client, document);
        const url = URL.createObjectURL(file.blob);
        window.open(url, '_blank', 'noopener');
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } catch (error) {
        reportError(error, m.documentError);
      }
    },
    [client],
  );
}
