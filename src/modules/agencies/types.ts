import type { Agency as AgencyRef } from '../../shared/references/types';

/** An agency of the structure (`/agencies`). */
export type Agency = AgencyRef;

/** `POST /agency/request`: a request for a new agency, handled by the platform. */
export interface AgencyRequest {
  id: number;
  name: string;
  city: string;
  message: string | null;
  status: 'pending' | 'done';
  createdAt: string;
}

/** `GET /agency/can-added-auto-config/{agency}`. */
export interface AutoConfigCheck {
  agency: number;
  canBeAdded: boolean;
  /** What is missing and would be added (French labels). */
  missing: string[];
}
