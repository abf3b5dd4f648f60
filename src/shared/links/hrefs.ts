import { href } from '../router/path';

/**
 * Links between areas: a module never imports another module, so the paths a screen links to in
 * another area are built here (the owning module's routes.ts uses the same patterns).
 */
export const ROUTE_PATTERNS = {
  learners: '/apprenants',
  learner: '/apprenants/{learnerId}',
  groups: '/groupes',
  organisations: '/organismes',
  noticeRequests: '/suivi-demandes',
  certifiedNotices: '/avis-certifiés',
  quotations: '/pieces-comptables/devis',
  quotationDetails: '/pieces-comptables/devis/details-devis',
  quotationExtraDetails: '/pieces-comptables/devis/extra-details-devis/{id}',
  publicQuotation: '/devis/{uuid}',
  publicSignature: '/signature/{token}',
  invoices: '/pieces-comptables/factures',
  invoice: '/pieces-comptables/factures/{id}',
  contracts: '/pieces-comptables/contrat',
  accountingDocuments: '/pieces-comptables',
  nf525: '/pieces-comptables/nf525',
  planning: '/planning',
  planningConfiguration: '/configuration/configuration-planning',
  billingConfiguration: '/configuration/facturation',
  packages: '/configuration/produits-prestations',
  packageDetails: '/configuration/produits-prestations/details-formule/{id}',
  packageEdit: '/configuration/produits-prestations/formule/{id}',
  accountConfiguration: '/configuration/configuration-compte',
  ants: '/ants',
  dsrGateway: '/livret-numerique',
  users: '/utilisateurs',
  agencies: '/agence',
  roles: '/role',
  vat: '/tva',
  sepaBatches: '/prelevements',
  materials: '/ressources',
  materialTypes: '/ressources-type',
  pushes: '/push-kopilote',
  profile: '/profile',
} as const;

/**
 * Learner record tabs (spec part 1 §2: menu 1 info, 2 trainings, 5 invoices, 6 services consumed,
 * 7 contracts; 3 documents, 4 tracking and 8 availability are the learners area's own).
 */
export const LEARNER_MENU = {
  information: 1,
  trainings: 2,
  documents: 3,
  tracking: 4,
  invoices: 5,
  servicesConsumed: 6,
  contracts: 7,
  availability: 8,
  emails: 9,
  mandates: 10,
} as const;
export type LearnerMenu = (typeof LEARNER_MENU)[keyof typeof LEARNER_MENU];

export const hrefs = {
  learner: (learnerId: number, menu?: LearnerMenu) =>
    href(ROUTE_PATTERNS.learner, { learnerId }, menu === undefined ? undefined : { menu }),
  invoice: (id: number, query?: { services?: boolean; created?: boolean; sections?: string }) =>
    href(ROUTE_PATTERNS.invoice, { id }, query),
  quotationDetails: (id: number, query?: { created?: boolean; sections?: string }) =>
    href(ROUTE_PATTERNS.quotationDetails, {}, { id, ...query }),
  publicQuotation: (uuid: string) => href(ROUTE_PATTERNS.publicQuotation, { uuid }),
  packageDetails: (id: number, query?: { isCreated?: boolean }) => href(ROUTE_PATTERNS.packageDetails, { id }, query),
  packageEdit: (id: number, query?: { cloneMode?: boolean }) => href(ROUTE_PATTERNS.packageEdit, { id }, query),
  /** The organisation form opened from another page, which the user comes back to once it is created. */
  newOrganisation: (returnTo: string) => href(ROUTE_PATTERNS.organisations, {}, { returnTo }),
  /** Back to `returnTo` after an organisation was created there (spec part 2 §2). */
  afterOrganisationCreated: (returnTo: string, organisationId: number) => {
    const url = new URL(returnTo, 'http://volant.local');
    url.searchParams.set('isOrgAdded', 'true');
    url.searchParams.set('id', String(organisationId));
    return `${url.pathname}${url.search}`;
  },
} as const;
