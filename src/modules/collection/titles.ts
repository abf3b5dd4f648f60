/** Route, menu and tab titles of the collection module (its descriptor loads only these). */
export const collectionTitles = {
  navTitle: 'Prélèvements',
  title: 'Prélèvements SEPA',
  learnerTab: 'Prélèvement SEPA',
} as const;
