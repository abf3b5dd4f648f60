import { formatInteger } from '../i18n/format-lite';

// French default texts of the UI kit. Components take each as a prop defaulting to these.
export const uiText = {
  close: 'Fermer',
  cancel: 'Annuler',
  save: 'Enregistrer',
  confirm: 'Confirmer',
  loading: 'Chargement…',
  retry: 'Réessayer',
  required: 'obligatoire',
  search: 'Rechercher',
  clearSearch: 'Effacer la recherche',
  dismissAlert: 'Fermer l’alerte',
  alertRepeated: (count: number) => `${count} fois`,
  firstPage: 'Première page',
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  lastPage: 'Dernière page',
  itemsPerPage: 'Lignes par page',
  paginationOf: (list: string) => `Pagination : ${list}`,
  pageOf: (page: number, pageCount: number) => `Page ${formatInteger(page)} sur ${formatInteger(pageCount)}`,
  results: (total: number) => `${formatInteger(total)} résultat${total > 1 ? 's' : ''}`,
  sortBy: 'Trier',
  errorTitle: 'Une erreur est survenue',
  empty: 'Aucun élément',
  noResult: 'Aucun résultat',
  breadcrumb: 'Fil d’Ariane',
} as const;
