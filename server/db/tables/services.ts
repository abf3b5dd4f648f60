import type { Generated } from 'kysely';

/** Migration 0201_services. */
export interface ServicesTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number;
  name: string;
  code: string | null;
  /** Price excluding VAT, in cents. */
  unit_price_cents: number;
  /** The price VAT included the service is sold at, when it is priced so (then `unit_price_cents` is derived). */
  unit_price_ttc_cents: number | null;
  tva_id: number;
  /** 'hour', 'unit', 'exam'… */
  unit: Generated<string>;
  /** Length of one unit when it is booked in the planning (a 60-minute lesson). */
  duration_minutes: number | null;
  training_id: number | null;
  /** Which contract price the service is: 'registration', 'theory', 'exam', or null. */
  contract_fee: string | null;
  is_active: Generated<number>;
  created_at: Generated<string>;
}

export interface ServiceTables {
  services: ServicesTable;
}
