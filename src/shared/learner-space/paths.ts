/**
 * The learner API's paths (`/api/me/…`, issue 41), without zod: the widget and the pages at `/eleve`
 * import these, and the answers' schemas (schema.ts) only as types.
 */
export const ME_API = {
  record: '/me',
  slots: '/me/slots',
  contracts: '/me/contracts',
  documents: '/me/documents',
  invoices: '/me/invoices',
  receipts: '/me/receipts',
  schedule: '/me/schedule',
  hours: '/me/hours',
  logout: '/me/logout',
} as const;

/** The documents the ANTS file asks of a learner, which his space asks him for while missing. */
export const REQUESTED_DOCUMENTS = ['IDENTITE', 'DOMICILE', 'EPHOTO'] as const;
export type RequestedDocument = (typeof REQUESTED_DOCUMENTS)[number];

