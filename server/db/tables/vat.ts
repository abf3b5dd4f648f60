import type { Generated } from 'kysely';

/** Migration 0200_vat. */
export interface TvasTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number;
  label: string;
  /** Rate in hundredths of a percent: 2000 = 20 %, 550 = 5,5 %, 0 = exempt. */
  rate_bp: number;
  is_default: Generated<number>;
  /** Required for an exempt rate, printed on documents (e.g. « TVA non applicable, art. 261-4-4° du CGI »). */
  legal_mention: string | null;
  created_at: Generated<string>;
}

export interface VatTables {
  tvas: TvasTable;
}
