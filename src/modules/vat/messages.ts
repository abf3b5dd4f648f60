import { vatTitles } from './titles';

/** French texts of the VAT area. */
export const vatMessages = {
  ...vatTitles,
  subtitle: 'Les taux appliqués aux prestations et formules de chaque agence.',
  create: 'Nouveau taux',
  edit: 'Modifier le taux',
  searchLabel: 'Rechercher un taux',
  caption: 'Taux de TVA',
  columns: { label: 'Libellé', rate: 'Taux', agency: 'Agence', isDefault: 'Par défaut', legalMention: 'Mention légale', actions: 'Actions' },
  fields: {
    label: 'Libellé',
    rate: 'Taux',
    agency: 'Agence',
    isDefault: 'Taux par défaut de l’agence',
    legalMention: 'Mention légale',
    legalMentionHint: 'Obligatoire pour un taux exonéré : elle est imprimée sur les devis et factures.',
  },
  agencyPlaceholder: 'Choisir une agence…',
  defaultBadge: 'Par défaut',
  makeDefault: 'Définir par défaut',
  empty: 'Aucun taux de TVA',
  emptyText: 'Ajoutez les taux que vos agences appliquent.',
  emptySearch: 'Aucun taux ne correspond à votre recherche.',
  confirmDeleteTitle: 'Supprimer le taux',
  confirmDelete: (label: string) => `Supprimer le taux « ${label} » ? Cette action est irréversible.`,
  created: 'TVA créée avec succès',
  deleted: 'TVA supprimée avec succès',
  saved: 'Modifications enregistrées avec succès',
  loadError: 'Erreur lors du chargement des taux de TVA',
  createError: 'Erreur lors de la création de la TVA',
  updateError: 'Erreur lors de la modification de la TVA',
  deleteError: 'Erreur lors de la suppression de la TVA',
  /** Start of the server's refusal (spec part 2 §5): silent in the alert area, shown in the screen. */
  deleteRefusedPrefix: 'La suppression de cette TVA n’est pas autorisée',
  deleteRefusedTitle: 'Suppression impossible',
} as const;
