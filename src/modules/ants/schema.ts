import { z } from 'zod';
import { zId, zRef, zText } from '../../shared/schema/fields';
import { ANTS_CATEGORIES, ANTS_PJ_TYPES, ANTS_REQUEST_TYPES, ANTS_STATUSES } from './types';

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
