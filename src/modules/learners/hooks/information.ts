import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { useMailSentText } from '../../../shared/mail/hooks';
import { useApiClient } from '../../../shared/swr/ApiProvider';
import { useMutation } from '../../../shared/swr/useMutation';
import { getLearnerDetails, getLearnerPhoto, LEARNERS_PATH, PHOTO_PATH, sendSurveyLink, uploadLearnerPhoto } from '../api';
import { learnerKeys, LEARNER_READS } from '../keys';
import { learnersMessages as m } from '../messages';
import type { Learner } from '../types';

// The record's information tab: details, photo and the survey link.

export function useLearnerDetails(id: number) {
  const client = useApiClient();
  return useSWR(learnerKeys.details(id), () => getLearnerDetails(client, id));
}

/**
 * The object URL of a learner's photo (fetched with the token), revoked when it changes or the
 * component goes; null while loading, without photo or when the structure has photos off.
 */
export function usePhotoUrl(learner: Pick<Learner, 'id' | 'photo' | 'updatedAt'> | null, allowed: boolean): string | null {
  const client = useApiClient();
  const key = learner?.photo && allowed ? `${PHOTO_PATH}/${learner.id}?v=${learner.updatedAt}` : null;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!key || !learner) {
      setUrl(null);
      return;
    }
    const controller = new AbortController();
    let created: string | null = null;
    getLearnerPhoto(client, learner.id, controller.signal)
      .then((file) => {
        created = URL.createObjectURL(file.blob);
        setUrl(created);
      })
      .catch(() => setUrl(null));
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
    // The key holds the learner and its version.
  }, [key, client]);
  return url;
}

export function useSendSurveyLink() {
  const sentText = useMailSentText(m.surveySent);
  return useMutation((client, learnerId: number) => sendSurveyLink(client, learnerId), {
    success: sentText,
    fallbackError: m.surveyError,
    revalidate: LEARNER_READS,
  });
}

export function useUploadPhoto() {
  return useMutation((client, learnerId: number, file: File) => uploadLearnerPhoto(client, learnerId, file), {
    success: m.photoSaved,
    fallbackError: m.photoError,
    revalidate: [LEARNERS_PATH],
  });
}
