/**
 * Defaults of a new contract: the French model's programme and payment terms. The mediator is not
 * one of them: it is the agency's billing configuration's (the one invoices print), read by
 * `Learner-contract-data`.
 */
export const CONTRACT_DEFAULTS = {
  programme: [
    'Formation théorique : préparation à l’épreuve théorique générale (code de la route) et cours collectifs thématiques.',
    'Formation pratique : leçons individuelles de conduite sur véhicule à double commande, selon les quatre compétences du REMC — maîtriser le maniement du véhicule dans un trafic faible ou nul ; appréhender la route et circuler dans des conditions normales ; circuler dans des conditions difficiles et partager la route avec les autres usagers ; pratiquer une conduite autonome, sûre et économique.',
    'Accompagnement de l’élève à l’épreuve pratique du permis de conduire.',
  ].join('\n'),
  paymentTerms:
    'Les frais d’inscription sont payables à la signature du contrat. Les leçons de conduite sont payables au fur et à mesure de leur réalisation ou selon l’échéancier convenu. Moyens de paiement acceptés : carte bancaire, chèque, virement, espèces.',
  /** Months a contract lasts by default. */
  durationMonths: 12,
} as const;
