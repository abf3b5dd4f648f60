import type { z } from 'zod';
import type { agencyRequestItemSchema, autoConfigCheckSchema } from './schema';
import type { Agency as AgencyRef } from '../../shared/references/types';

/** An agency of the structure (`/agencies`). */
export type Agency = AgencyRef;

/** `POST /agency/request`: a request for a new agency, handled by the platform. */
export type AgencyRequest = z.infer<typeof agencyRequestItemSchema>;

/** `GET /agency/can-added-auto-config/{agency}`. */
export type AutoConfigCheck = z.infer<typeof autoConfigCheckSchema>;
