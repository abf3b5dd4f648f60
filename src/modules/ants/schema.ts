import { z } from 'zod';
import { embeddedRefSchema } from '../../shared/references/schema';
import { zId, zRef, zText } from '../../shared/schema/fields';
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
/** What an ANTS request asks for. */
export const ANTS_REQUEST_TYPES = ['INSCRIPTION', 'EXTENSION_CATEGORIE'] as const;
/** Licence categories a request can be made for (the trainings' codes). */
export const ANTS_CATEGORIES = ['B', 'A1', 'A2', 'C', 'C1', 'D', 'D1'] as const;
/** Supporting-document slots (pièces justificatives) of a request, each with one or more pages. */
export const ANTS_PJ_TYPES = ['PIECE_IDENTITE', 'JUSTIFICATIF_DOMICILE', 'PHOTO_SIGNATURE', 'ASSR'] as const;

const idSession = z.string({ message: 'La session ANTS est obligatoire.' }).trim().min(1, 'La session ANTS est obligatoire.').max(80);
const idDemande = z.string({ message: 'La demande est obligatoire.' }).trim().min(1, 'La demande est obligatoire.').max(40);
const requestType = z.enum(ANTS_REQUEST_TYPES, { message: 'Type de demande inconnu.' });
const category = z.enum(ANTS_CATEGORIES, { message: 'Catégorie de permis inconnue.' });
const birthCity = zText(120, 'La commune de naissance');

/** `POST /ants/authenticate`: mode 1 connects the whole structure, mode 0 one agency. */
export const antsAuthenticateSchema = z
  .strictObject({
    mode: z.union([z.literal(0), z.literal(1)], { message: 'Mode de connexion inconnu.' }),
    agencyId: zId.nullable().default(null),
    login: zText(120, 'L’identifiant'),
    password: z.string({ message: 'Le mot de passe est obligatoire.' }).min(1, 'Le mot de passe est obligatoire.').max(200),
    approvalNumber: zText(30, 'Le numéro d’agrément'),
  })
  .refine((value) => value.mode === 1 || value.agencyId !== null, { message: 'Choisissez l’agence à connecter.', path: ['agencyId'] });

/** `POST /ants/disconnect`. */
export const antsDisconnectSchema = z.strictObject({ agencyId: zId.nullable(), idSession });

/** `POST /ants/demandes`: a draft request for a learner. */
export const antsDraftSchema = z.strictObject({ idSession, learner: zRef, requestType, category, birthCity });

/** `PATCH /ants/{id}`: attach or detach a learner (`learner`), or update a draft (with `idSession`). */
export const antsRequestPatchSchema = z
  .strictObject({
    learner: zRef.nullable().optional(),
    idSession: idSession.optional(),
    requestType: requestType.optional(),
    category: category.optional(),
    birthCity: birthCity.optional(),
  })
  .refine(
    (value) => (value.requestType === undefined && value.category === undefined && value.birthCity === undefined) || value.idSession !== undefined,
    { message: 'La session ANTS est obligatoire pour modifier un brouillon.', path: ['idSession'] },
  );

/** `POST /ants/demandes/delete` and `POST /ants/demandes/submit`. */
export const antsDemandeActionSchema = z.strictObject({ idSession, idDemande });

/** Largest page of a supporting document the ANTS accepts (« 1 Mo au plus par page »), bytes. */
export const ANTS_PAGE_MAX_BYTES = 1024 * 1024;
/** Formats of a supporting document's page (PDF, JPEG or PNG). */
export const ANTS_PAGE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** Text fields of `POST /ants/pj/page` (multipart, with `file`). */
export const antsPjPageSchema = z.strictObject({
  idPJ: z.enum(ANTS_PJ_TYPES, { message: 'Type de pièce justificative inconnu.' }),
  idDemande,
  idSession,
});

/** `POST /simulators/ants/demandes/{idDemande}/advance`: move a request on now (simulator control). */
export const antsSimulatorAdvanceSchema = z.strictObject({ status: z.enum(ANTS_STATUSES, { message: 'Statut ANTS inconnu.' }).optional() });

export type AntsAuthenticatePayload = z.output<typeof antsAuthenticateSchema>;
export type AntsDisconnectPayload = z.output<typeof antsDisconnectSchema>;
export type AntsDraftPayload = z.output<typeof antsDraftSchema>;
export type AntsRequestPatch = z.output<typeof antsRequestPatchSchema>;
export type AntsDemandeAction = z.output<typeof antsDemandeActionSchema>;

// --- answers (the declared output of the ANTS routes) -------------------------------------------

/** A connection to ANTS (`GET /ants/agencies`). */
export const antsAgencySchema = z.strictObject({
  type: z.enum(['principal', 'agency']),
  /** Null for the structure-wide connection. */
  agencyId: z.number().int().nullable(),
  agencyName: z.string().nullable(),
  /** The ANTS session id; null when the agency is not connected. */
  idSession: z.string().nullable(),
  isLogged: z.boolean(),
  /** The session's lifetime is over (counts as not connected). */
  expired: z.boolean(),
  login: z.string().nullable(),
  approvalNumber: z.string().nullable(),
  connectedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});

/** `POST /ants/authenticate`: ANTS's answer (first member) and the new connection. */
export const antsAuthenticationSchema = z.strictObject({
  'hydra:member': z.array(z.strictObject({ status: z.number().int(), message: z.string() })),
  connection: antsAgencySchema,
});

const antsPjPageOutput = z.strictObject({
  id: z.number().int(),
  pageNumber: z.number().int(),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});

/**
 * An ANTS request (`/ants`); its record (`/ants/{id}`) and the answers of the actions on it add the
 * supporting documents (`attachments`), which the list leaves out.
 */
export const antsRequestSchema = z.strictObject({
  id: z.number().int(),
  idDemande: z.string(),
  idSession: z.string().nullable(),
  status: z.enum(ANTS_STATUSES),
  requestType: z.enum(ANTS_REQUEST_TYPES),
  category: z.string(),
  birthCity: z.string().nullable(),
  neph: z.string().nullable(),
  learner: z
    .strictObject({ '@id': z.string(), id: z.number().int(), firstName: z.string(), lastName: z.string(), neph: z.string().nullable() })
    .nullable(),
  agency: embeddedRefSchema,
  submittedAt: z.string().nullable(),
  statusChangedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  attachments: z.array(z.strictObject({ idPJ: z.enum(ANTS_PJ_TYPES), required: z.boolean(), pages: z.array(antsPjPageOutput) })).optional(),
});

const statusCounters = Object.fromEntries(ANTS_STATUSES.map((status) => [status, z.number().int().min(0)])) as Record<(typeof ANTS_STATUSES)[number], z.ZodNumber>;

/** `GET /ants/statistics`. */
export const antsStatisticsSchema = z.strictObject({
  ...statusCounters,
  changedRequests: z.number().int().min(0),
  lastSyncDate: z.string().nullable(),
  syncDate: z.string().nullable(),
});

/** A request as ANTS holds it (`GET /ants/demandes`). */
export const antsDemandeSchema = z.strictObject({
  idDemande: z.string(),
  status: z.enum(ANTS_STATUSES),
  requestType: z.enum(ANTS_REQUEST_TYPES),
  category: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  neph: z.string().nullable(),
  agencyId: z.number().int(),
  updatedAt: z.string(),
});

/** `POST /simulators/ants/demandes/{idDemande}/advance`: where the request stands now. */
export const antsDemandeProgressSchema = z.strictObject({
  '@id': z.string(),
  '@type': z.literal('AntsDemande'),
  idDemande: z.string(),
  status: z.enum(ANTS_STATUSES),
  neph: z.string().nullable(),
  updatedAt: z.string(),
});
