import type { OrganisationSummary } from '../../shared/references/types';

/** A type of paying organisation (`/accountingDocs/organization-types`); names carry the 'C2.' prefix. */
export interface OrganizationType {
  id: number;
  name: string;
  label: string;
}

/** A paying organisation (`/accountingDocs/organizations`): OPCO, France Travail, employer… */
export interface Organization extends OrganisationSummary {
  siret: string | null;
  /** Intra-community VAT number (FR + 11 digits). */
  vatNumber: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  contactName: string | null;
  createdAt: string;
}
