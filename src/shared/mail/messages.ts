import type { DeliveryState, MailDocument } from './types';

/** French texts of the e-mail lists and the sending notes (shared by the quotations, invoices and learners screens). */
export const mailMessages = {
  title: 'E-mails',
  caption: 'E-mails envoyés',
  empty: 'Aucun e-mail envoyé pour le moment.',
  loadError: 'Impossible de charger les e-mails.',
  columns: { createdAt: 'Date', to: 'Destinataire', subject: 'Objet', state: 'État', detail: 'Détail', actions: 'Actions' },
  states: {
    queued: 'En file d’attente',
    sent: 'Envoyé',
    retrying: 'Nouvel essai prévu',
    failed: 'Échec',
  } satisfies Record<DeliveryState, string>,
  documents: {
    quotation: 'Devis',
    validationLink: 'Lien de validation du devis',
    invoice: 'Facture',
    creditNote: 'Avoir',
    receipt: 'Reçu',
    convocation: 'Convocation',
    appointments: 'Liste de rendez-vous',
    contract: 'Contrat',
    surveyLink: 'Enquête de satisfaction',
    noticeRequest: 'Demande d’avis',
    directDebitNotice: 'Avis de prélèvement SEPA',
  } satisfies Record<MailDocument, string>,
  sentAt: (when: string) => `Accepté par le serveur de messagerie le ${when}`,
  nextAttempt: (when: string) => `Nouvel essai le ${when}`,
  serverAnswer: (answer: string) => `Réponse du serveur : ${answer}`,
  failure: (reason: string) => `Échec de l’envoi : ${reason}`,
  retry: 'Renvoyer',
  retryLabel: (subject: string) => `Renvoyer l’e-mail « ${subject} »`,
  retryError: 'Impossible de renvoyer l’e-mail.',
  /** The mail modal's note, and the alert after queueing, when the server has no SMTP_URL. */
  notConfigured: 'L’envoi d’e-mails n’est pas configuré : le message est conservé dans la file d’attente.',
  /** After a send the SMTP server has not accepted yet (slow server, new attempt planned). */
  queued: 'E-mail mis en file d’attente : il partira dès que le serveur de messagerie l’acceptera.',
  /** Spec part 1 §7's text, once the SMTP server accepted the message. */
  sent: 'Email envoyé avec succès',
} as const;

/**
 * The alert after a mail call: « envoyé » (`sent`, the screen's own text where the spec has one) only
 * once the SMTP server accepted the message; otherwise queued, or not configured.
 */
export function mailSentText(answer: { sentAt: string | null }, deliveryConfigured: boolean | undefined, sent: string = mailMessages.sent): string {
  if (answer.sentAt) return sent;
  return deliveryConfigured === false ? mailMessages.notConfigured : mailMessages.queued;
}
