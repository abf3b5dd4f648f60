import { antsAgencySchema, antsAuthenticateSchema, antsAuthenticationSchema, antsDisconnectSchema, type AntsAuthenticatePayload, type AntsDisconnectPayload } from '../../../src/modules/ants/schema';
import type { AntsAgency, AntsAuthentication } from '../../../src/modules/ants/types';
import { invalidField, notFound } from '../../core/errors';
import { assertOwnStructure } from '../../core/own-structure';
import { collectionBody, jsonLd } from '../../core/hydra';
import { collectionRoute, emptyRoute, itemRoute } from '../../core/routes/declare';
import { queryValue } from '../../core/routes/query';
import type { RouteDeclaration } from '../../core/routes/types';
import { assertAgency } from '../../core/scope';
import { checkAntsCredentials, openAntsSession } from '../../simulators/ants';
import { talksToAnts } from './ants-problem';
import { connectionIri, listConnections, readBoolParam, structureMode, toAntsAgency } from './connection-store';

/** The connections of the structure or of its agencies to ANTS (spec part 1 §5, §7). */
export const ANTS_CONNECTION_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<AntsAgency>({
    method: 'GET',
    path: '/ants/agencies',
    access: ['isViewANTS'],
    hydraClass: 'AntsAgency',
    summary: 'Lists the ANTS connections: the structure’s one (isGlobal) or one per agency of the caller.',
    output: antsAgencySchema,
    async handle({ deps, auth, query, url }) {
      assertOwnStructure(auth, queryValue(query, 'structure'));
      const global = readBoolParam(queryValue(query, 'isGlobal'), 'isGlobal') ?? (await structureMode(deps.db, auth.structureId)) === 1;
      const connections = await listConnections(deps, auth, global);
      const members = connections.map((connection) => jsonLd('AntsAgency', connectionIri(connection, auth.structureId), connection));
      return collectionBody(url, members, members.length, { page: 1, itemsPerPage: Math.max(1, members.length) });
    },
  }),

  itemRoute<AntsAuthenticatePayload, AntsAuthentication>({
    method: 'POST',
    path: '/ants/authenticate',
    access: ['isViewANTS'],
    hydraClass: 'AntsAuthentication',
    summary: 'Connects an agency (mode 0) or the whole structure (mode 1) to ANTS.',
    input: antsAuthenticateSchema,
    output: antsAuthenticationSchema,
    handle: talksToAnts(async ({ deps, auth, body: input }) => {
      let accepted: string[];
      let agency: { id: number; name: string } | null = null;
      if (input.mode === 0) {
        const agencyId = input.agencyId!;
        assertAgency(auth, agencyId, 'agencyId');
        const row = await deps.db.selectFrom('agencies').select(['id', 'name', 'approval_number']).where('id', '=', agencyId).executeTakeFirstOrThrow();
        if (!row.approval_number) {
          throw invalidField('agencyId', 'Cette agence n’a pas de numéro d’agrément : renseignez-le dans sa fiche avant de la connecter à l’ANTS.');
        }
        accepted = [row.approval_number];
        agency = { id: row.id, name: row.name };
      } else {
        const rows = await deps.db.selectFrom('agencies').select('approval_number').where('structure_id', '=', auth.structureId).execute();
        accepted = rows.map((r) => r.approval_number).filter((n): n is string => n !== null);
      }
      checkAntsCredentials(input, accepted);
      const session = await deps.db.transaction().execute(async (trx) => {
        await trx.updateTable('structures').set({ mode_ants: input.mode }).where('id', '=', auth.structureId).execute();
        return openAntsSession(deps, trx, {
          structureId: auth.structureId,
          agencyId: agency?.id ?? null,
          login: input.login,
          approvalNumber: input.approvalNumber,
          userId: auth.userId,
        });
      });
      const connection = toAntsAgency(agency ? 'agency' : 'principal', agency, session, deps.now());
      return jsonLd('AntsAuthentication', connectionIri(connection, auth.structureId), {
        'hydra:member': [{ status: 200, message: 'AUTHENTIFICATION_REUSSIE' }],
        connection,
      });
    }),
  }),

  emptyRoute<AntsDisconnectPayload>({
    method: 'POST',
    path: '/ants/disconnect',
    access: ['isViewANTS'],
    hydraClass: 'AntsAgency',
    summary: 'Closes an ANTS connection (agencyId, idSession).',
    input: antsDisconnectSchema,
    async handle({ deps, auth, body: input }) {
      const session = await deps.db
        .selectFrom('ants_sessions')
        .selectAll()
        .where('structure_id', '=', auth.structureId)
        .where('id_session', '=', input.idSession)
        .executeTakeFirst();
      if (!session || session.agency_id !== input.agencyId || (session.agency_id !== null && !auth.agencyIds.includes(session.agency_id))) {
        throw notFound('Cette connexion ANTS est introuvable.');
      }
      await deps.db.deleteFrom('ants_sessions').where('id', '=', session.id).execute();
    },
  }),
];
