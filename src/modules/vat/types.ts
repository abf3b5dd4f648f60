import type { z } from 'zod';
import type { tvaSchema } from './schema';

/** A VAT rate of an agency (`/billing/tvas`). */
export type Tva = z.infer<typeof tvaSchema>;
