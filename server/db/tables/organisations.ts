import type { Generated } from 'kysely';

/** Migration 0100_organisations. */
export interface OrganizationTypesTable {
  id: Generated<number>;
  /** Code such as 'C2.OPCO' (the 'C2.' prefix is stripped when filtering by type name). */
  name: string;
  label: string;
}

export interface OrganizationsTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number;
  organization_type_id: number;
  name: string;
  siret: string | null;
  /** Intra-community VAT number (FR + 11 digits). */
  vat_number: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  contact_name: string | null;
  created_at: Generated<string>;
}

export interface OrganisationTables {
  organization_types: OrganizationTypesTable;
  organizations: OrganizationsTable;
}
