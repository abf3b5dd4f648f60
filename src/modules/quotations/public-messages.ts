// French texts of the public quotation (`/devis/{uuid}` and the quotation embed), apart from the
// module’s catalogue (messages.ts refers to them) so that the embed does not bundle every text.

/** Spec part 1 §8: an unknown public quotation. */
export const publicQuotationNotFound = 'Ce devis est introuvable';

export const publicQuotationMessages = {
  heading: (number: string | null) => `Devis ${number ?? ''}`.trim(),
  from: 'Émis par',
  to: 'Pour',
  learner: (name: string) => `Élève : ${name}`,
  issued: 'Date',
  validUntil: 'Valable jusqu’au',
  siret: (s: string) => `SIRET ${s}`,
  vatNumber: (n: string) => `N° TVA intracommunautaire ${n}`,
  conditionsTitle: 'Conditions du devis',
  approval: (a: string) => `Agrément ${a}`,
  linesCaption: 'Prestations du devis',
  label: 'Désignation',
  quantity: 'Quantité',
  unitPrice: 'Prix unitaire HT',
  tva: 'TVA',
  total: 'Total TTC',
  validate: 'Valider ce devis',
  confirmTitle: 'Valider le devis',
  confirm: 'En validant ce devis, vous acceptez les prestations et les conditions indiquées ci-dessus.',
  confirmButton: 'Je valide le devis',
  validated: 'Votre devis est validé. Merci !',
  acceptedOn: (date: string) => `Devis validé le ${date}.`,
  expired: 'Ce devis a expiré : demandez-en un nouveau à votre auto-école.',
  closed: 'Ce devis n’attend plus de validation.',
  download: 'Télécharger le PDF',
  loading: 'Chargement du devis…',
  loadError: 'Le devis n’a pas pu être chargé.',
  validateError: 'La validation du devis a échoué.',
  downloadError: 'Le PDF n’a pas pu être téléchargé.',
} as const;
