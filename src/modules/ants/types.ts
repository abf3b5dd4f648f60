import type { z } from 'zod';
import type {
  ANTS_CATEGORIES,
  ANTS_PJ_TYPES,
  ANTS_REQUEST_TYPES,
  ANTS_STATUSES,
  antsAgencySchema,
  antsAuthenticationSchema,
  antsDemandeSchema,
  antsRequestSchema,
  antsStatisticsSchema,
} from './schema';

// The constants the payload schemas are built from (statuses, request types, categories, document
// slots) live in schema.ts; these types follow them.

export type AntsStatus = (typeof ANTS_STATUSES)[number];
export type AntsRequestType = (typeof ANTS_REQUEST_TYPES)[number];
export type AntsCategory = (typeof ANTS_CATEGORIES)[number];
export type AntsPjType = (typeof ANTS_PJ_TYPES)[number];

/** Statuses in which the driving school may still edit, complete, send or delete the request. */
export const ANTS_EDITABLE_STATUSES: readonly AntsStatus[] = ['BROUILLON', 'BROUILLON_K2', 'A_COMPLETER'];

/** Without these, ANTS rejects the files (REJET_FICHIERS). */
export const ANTS_REQUIRED_PJ: readonly AntsPjType[] = ['PIECE_IDENTITE', 'JUSTIFICATIF_DOMICILE'];
/** Pages a document slot may hold (recto, verso…). */
export const ANTS_MAX_PJ_PAGES = 4;

/** Error codes of ANTS the product reacts to (spec part 1 §5, part 2 §8). */
export const ANTS_ERROR_CODES = {
  authentication: 'ECHEC_AUTHENTIFICATION',
  sessionExpired: 'SESSION_EXPIREE',
  unknownSession: 'DATA_INCONNUE_ID_SESSION',
} as const;

/** modeANTS: 1 = one connection for the whole structure, 0 = one per agency. */
export type AntsMode = 0 | 1;

/** A connection to ANTS (`GET /ants/agencies`): the structure's one (principal) or an agency's. */
export type AntsAgency = z.infer<typeof antsAgencySchema>;

/** Answer of `POST /ants/authenticate`: the ANTS answer (first member) and the new connection. */
export type AntsAuthentication = z.infer<typeof antsAuthenticationSchema>;

/** An ANTS request (`/ants`, `/ants/{id}`). */
export type AntsRequest = Omit<z.infer<typeof antsRequestSchema>, 'attachments'>;

/** One supporting-document slot of a request with its pages. */
export type AntsAttachment = NonNullable<z.infer<typeof antsRequestSchema>['attachments']>[number];

/** `GET /ants/{id}`: the request with its supporting documents. */
export type AntsRequestDetails = AntsRequest & { attachments: AntsAttachment[] };

/** `GET /ants/statistics`: one counter per status, the changed requests and the last synchronisation. */
export type AntsStatistics = z.infer<typeof antsStatisticsSchema>;

/** `GET /ants/demandes`: the requests as ANTS holds them (a synchronisation of Volant's copy). */
export type AntsDemande = z.infer<typeof antsDemandeSchema>;

export interface AntsSyncResult {
  syncDate: string;
  changedRequests: number;
}
