/**
 * Route and menu titles of this module: the only texts its descriptor (index.ts) and route table
 * (routes.ts) need. The app's entry loads every descriptor, so they stay apart from the screens'
 * catalogue (messages.ts, which spreads them back in), loaded with the lazy screens.
 */
export const quotationTitles = {
  detailsTitle: 'Détails du devis',
  extraTitle: 'Suivi du devis',
  navTitle: 'Devis',
  publicTitle: 'Devis',
  title: 'Devis',
} as const;
