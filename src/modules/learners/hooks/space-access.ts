import useSWR from 'swr';
import { useMailSentText } from '../../../shared/mail/hooks';
import { OUTBOX_EMAILS_PATH } from '../../../shared/mail/api';
import { useApiClient } from '../../../shared/swr/ApiProvider';
import { useMutation } from '../../../shared/swr/useMutation';
import { getInvitation, INVITATIONS_PATH, inviteLearner, revokeInvitation } from '../api';
import { learnerKeys } from '../keys';
import { learnersMessages as m } from '../messages';

// The record's « Espace élève »: where the learner's access stands, the invitation and its revocation.

export function useInvitation(learnerId: number) {
  const client = useApiClient();
  return useSWR(learnerKeys.invitation(learnerId), () => getInvitation(client, learnerId));
}

/** Invites (or invites again); the alert says « envoyée » only once the SMTP server accepted the e-mail. */
export function useInviteLearner() {
  return useMutation(inviteLearner, { success: useMailSentText(m.space.sent), fallbackError: m.space.error, revalidate: [INVITATIONS_PATH, OUTBOX_EMAILS_PATH] });
}

export function useRevokeInvitation() {
  return useMutation(revokeInvitation, { success: m.space.revoked, fallbackError: m.space.revokeError, revalidate: [INVITATIONS_PATH] });
}
