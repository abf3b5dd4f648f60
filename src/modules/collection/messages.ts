import { collectionTitles } from './titles';

/** French texts of money coming in: SEPA direct-debit mandates and batches. */
export const collectionMessages = {
  ...collectionTitles,
  mandates: {
    caption: 'Mandats de prélèvement SEPA',
    create: 'Enregistrer un mandat signé',
    formTitle: 'Mandat de prélèvement SEPA signé sur papier',
    formHint: 'Recopiez le formulaire de mandat signé par le débiteur ; conservez l’original.',
    empty: 'Aucun mandat de prélèvement pour cet apprenant.',
    columns: { reference: 'RUM', debtor: 'Titulaire du compte', iban: 'IBAN · BIC', signedOn: 'Signé le', signature: 'Signature', next: 'Prochain prélèvement', status: 'Statut', actions: 'Actions' },
    fields: {
      reference: 'Référence unique du mandat (RUM)',
      referenceHint: 'Laissez vide : Volant en attribue une.',
      debtorName: 'Titulaire du compte',
      iban: 'IBAN',
      bic: 'BIC',
      signedOn: 'Date de signature',
    },
    signature: { paper: 'Papier', online: 'En ligne' },
    status: { active: 'Actif', revoked: 'Révoqué' },
    sequence: { FRST: 'Premier (FRST)', RCUR: 'Récurrent (RCUR)' },
    revoke: 'Révoquer',
    revokeTitle: 'Révoquer le mandat',
    revokeConfirm: (reference: string) => `Révoquer le mandat ${reference} ? Plus aucun prélèvement ne sera fait sous ce mandat.`,
    created: 'Mandat enregistré',
    revoked: 'Mandat révoqué',
    loadError: 'Erreur lors du chargement des mandats',
    createError: 'Erreur lors de l’enregistrement du mandat',
    revokeError: 'Erreur lors de la révocation du mandat',
  },
  batches: {
    subtitle: 'Les lots d’échéances prélevées et leurs fichiers pain.008 à remettre à la banque.',
    caption: 'Lots de prélèvements',
    create: 'Nouveau lot de prélèvements',
    formTitle: 'Nouveau lot de prélèvements',
    formHint: 'Les échéances dues à cette date des apprenants ayant un mandat actif ; chaque débiteur reçoit un avis de prélèvement par e-mail.',
    empty: 'Aucun lot de prélèvements',
    emptyText: 'Créez un lot pour prélever les échéances dues sous mandat.',
    columns: { messageId: 'Référence', agency: 'Agence', collectionDate: 'Date de prélèvement', transactions: 'Échéances', total: 'Montant', createdAt: 'Créé le', file: 'Fichier' },
    fields: { agency: 'Agence', collectionDate: 'Date de prélèvement' },
    agencyPlaceholder: 'Choisir une agence…',
    download: 'Télécharger le fichier pain.008',
    created: 'Lot de prélèvements créé',
    loadError: 'Erreur lors du chargement des lots de prélèvements',
    createError: 'Erreur lors de la création du lot',
    downloadError: 'Erreur lors du téléchargement du fichier',
  },
  returns: {
    import: 'Lire un rapport de rejets (pain.002)',
    done: (rejected: number, represented: number, overdue: number, unknown: number) =>
      rejected === 0 && unknown === 0
        ? 'Aucun nouveau rejet dans ce rapport.'
        : `${rejected} rejet(s) enregistré(s) : ${represented} représenté(s) au prochain lot, ${overdue} en retard (mandat révoqué)${unknown > 0 ? ` ; ${unknown} référence(s) inconnue(s)` : ''}.`,
    error: 'Erreur lors de la lecture du rapport de rejets',
  },
} as const;
