import type { EmbeddedRef } from '../../shared/references/types';

/** Statuses of an ANTS request; each is a counter of the statistics (spec part 2 §3–§4). */
export const ANTS_STATUSES = [
  'BROUILLON',
  'BROUILLON_K2',
  'A_COMPLETER',
  'EN_COURS_VALIDATION_USAGER',
  'ENVOYEE',
  'VERIFICATION_FICHIERS',
  'EN_COURS_INSTRUCTION',
  'EN_PRODUCTION',
  'REJET_FICHIERS',
  'REJET_INSTRUCTION',
  'ANNULEE',
] as const;
export type AntsStatus = (typeof ANTS_STATUSES)[number];

/** Statuses in which the driving school may still edit, complete, send or delete the request. */
export const ANTS_EDITABLE_STATUSES: readonly AntsStatus[] = ['BROUILLON', 'BROUILLON_K2', 'A_COMPLETER'];

export const ANTS_REQUEST_TYPES = ['INSCRIPTION', 'EXTENSION_CATEGORIE'] as const;
export type AntsRequestType = (typeof ANTS_REQUEST_TYPES)[number];

/** Licence categories a request can be made for (the trainings' codes). */
export const ANTS_CATEGORIES = ['B', 'A1', 'A2', 'C', 'C1', 'D', 'D1'] as const;
export type AntsCategory = (typeof ANTS_CATEGORIES)[number];

/** Supporting-document slots (pièces justificatives) of a request, each with one or more pages. */
export const ANTS_PJ_TYPES = ['PIECE_IDENTITE', 'JUSTIFICATIF_DOMICILE', 'PHOTO_SIGNATURE', 'ASSR'] as const;
export type AntsPjType = (typeof ANTS_PJ_TYPES)[number];
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
export interface AntsAgency {
  type: 'principal' | 'agency';
  /** Null for the structure-wide connection. */
  agencyId: number | null;
  agencyName: string | null;
  /** The ANTS session id; null when the agency is not connected. */
  idSession: string | null;
  isLogged: boolean;
  /** The session's lifetime is over (counts as not connected). */
  expired: boolean;
  login: string | null;
  approvalNumber: string | null;
  connectedAt: string | null;
  expiresAt: string | null;
}

/** Answer of `POST /ants/authenticate`: the ANTS answer (first member) and the new connection. */
export interface AntsAuthentication {
  'hydra:member': { status: number; message: string }[];
  connection: AntsAgency;
}

export interface AntsLearnerRef {
  '@id': string;
  id: number;
  firstName: string;
  lastName: string;
  neph: string | null;
}

/** An ANTS request (`/ants`, `/ants/{id}`). */
export interface AntsRequest {
  id: number;
  idDemande: string;
  idSession: string | null;
  status: AntsStatus;
  requestType: AntsRequestType;
  category: string;
  birthCity: string | null;
  neph: string | null;
  learner: AntsLearnerRef | null;
  agency: EmbeddedRef;
  submittedAt: string | null;
  statusChangedAt: string;
  createdAt: string;
  updatedAt: string;
}

export interface AntsPjPage {
  id: number;
  pageNumber: number;
  originalName: string;
  mimeType: string;
  size: number;
  createdAt: string;
}

/** One supporting-document slot of a request with its pages. */
export interface AntsAttachment {
  idPJ: AntsPjType;
  required: boolean;
  pages: AntsPjPage[];
}

/** `GET /ants/{id}`: the request with its supporting documents. */
export interface AntsRequestDetails extends AntsRequest {
  attachments: AntsAttachment[];
}

/** `GET /ants/statistics`: one counter per status, the changed requests and the last synchronisation. */
export type AntsStatistics = Record<AntsStatus, number> & {
  changedRequests: number;
  lastSyncDate: string | null;
  syncDate: string | null;
};

/** `GET /ants/demandes`: the requests as ANTS holds them (a synchronisation of Volant's copy). */
export interface AntsDemande {
  idDemande: string;
  status: AntsStatus;
  requestType: AntsRequestType;
  category: string;
  lastName: string;
  firstName: string;
  neph: string | null;
  agencyId: number;
  updatedAt: string;
}

export interface AntsSyncResult {
  syncDate: string;
  changedRequests: number;
}
