import type { EmbeddedRef } from '../../shared/references/types';

/** A VAT rate of an agency (`/billing/tvas`). */
export interface Tva {
  id: number;
  label: string;
  /** Percent, e.g. 20 or 5.5; 0 is an exempt rate. */
  rate: number;
  isDefault: boolean;
  /** Printed on documents for an exempt rate. */
  legalMention: string | null;
  agency: EmbeddedRef & { isPrincipal: boolean };
  createdAt: string;
}
