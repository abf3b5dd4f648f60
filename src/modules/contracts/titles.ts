/**
 * Route and menu titles of this module: the only texts its descriptor (index.ts) and route table
 * (routes.ts) need. The app's entry loads every descriptor, so they stay apart from the screens'
 * catalogue (messages.ts, which spreads them back in), loaded with the lazy screens.
 */
export const contractsTitles = {
  navTitle: 'Contrats',
  tabTitle: 'Contrats',
  title: 'Contrats de formation',
  signatureTitle: 'Signature en ligne',
} as const;
