import { dsrConnectSchema, dsrDisconnectSchema, dsrGatewaySchema, type DsrConnectPayload } from '../../../src/modules/dsr-gateway/schema';
import type { DsrGateway } from '../../../src/modules/dsr-gateway/types';
import { DSR_GATEWAY } from '../../../src/shared/auth/permission-groups';
import type { z } from 'zod';
import { badRequest, notFound } from '../../core/errors';
import { jsonLd } from '../../core/hydra';
import { emptyRoute, itemRoute } from '../../core/routes/declare';
import { queryValue } from '../../core/routes/query';
import type { RouteDeclaration } from '../../core/routes/types';
import { assertAgency } from '../../core/scope';
import { checkDsrCredentials, DsrFailure, openDsrSession } from '../../simulators/dsr-gateway';
import { gatewayMode, gatewayState } from './gateway-store';

/** The connections to the livret-numérique gateway (spec part 1 §3): the mode, connect and disconnect. */
export const DSR_GATEWAY_ROUTES: readonly RouteDeclaration[] = [
  itemRoute<undefined, DsrGateway>({
    method: 'GET',
    path: '/state-api/agencies',
    access: DSR_GATEWAY,
    hydraClass: 'DsrGateway',
    summary: 'Reads the gateway mode and its sessions: the structure’s one, and one per agency of the caller (isGlobal).',
    output: dsrGatewaySchema,
    async handle({ deps, auth, query }) {
      const structure = queryValue(query, 'structure');
      if (structure && structure !== String(auth.structureId) && structure !== `/api/structure/structure/${auth.structureId}`) {
        throw notFound('Cette structure est introuvable.');
      }
      const raw = queryValue(query, 'isGlobal');
      if (raw !== undefined && !['', '0', '1', 'true', 'false'].includes(raw)) throw badRequest('Le filtre « isGlobal » attend true ou false.');
      const global = raw === undefined || raw === '' ? (await gatewayMode(deps, auth.structureId)) === 1 : raw === '1' || raw === 'true';
      return jsonLd('DsrGateway', '/api/state-api/agencies', await gatewayState(deps, auth, global));
    },
  }),

  itemRoute<DsrConnectPayload, DsrGateway>({
    method: 'POST',
    path: '/livret/connect',
    access: ['isConnectToDSRGateway'],
    hydraClass: 'DsrGateway',
    summary: 'Connects the structure (mode 1) or an agency (mode 0) to the gateway.',
    input: dsrConnectSchema,
    output: dsrGatewaySchema,
    async handle({ deps, auth, body: input }) {
      if (input.mode === 0) assertAgency(auth, input.agencyId!, 'agencyId');
      try {
        checkDsrCredentials(input.login, input.password);
      } catch (err) {
        throw err instanceof DsrFailure ? badRequest(err.message) : err;
      }
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('dsr_settings')
          .values({ structure_id: auth.structureId, mode_dsr: input.mode })
          .onConflict((oc) => oc.column('structure_id').doUpdateSet({ mode_dsr: input.mode }))
          .execute();
        await openDsrSession(deps, trx, { structureId: auth.structureId, agencyId: input.mode === 1 ? null : input.agencyId, login: input.login, userId: auth.userId });
      });
      return jsonLd('DsrGateway', '/api/state-api/agencies', await gatewayState(deps, auth, input.mode === 1));
    },
  }),

  emptyRoute<z.output<typeof dsrDisconnectSchema>>({
    method: 'POST',
    path: '/livret/disconnect',
    access: ['isConnectToDSRGateway'],
    hydraClass: 'DsrGateway',
    summary: 'Closes a gateway session (sessionId).',
    input: dsrDisconnectSchema,
    async handle({ deps, auth, body: input }) {
      const row = await deps.db.selectFrom('dsr_sessions').selectAll().where('id', '=', input.sessionId).where('structure_id', '=', auth.structureId).executeTakeFirst();
      if (!row || (row.agency_id !== null && !auth.agencyIds.includes(row.agency_id))) throw notFound('Cette connexion à la passerelle est introuvable.');
      await deps.db.deleteFrom('dsr_sessions').where('id', '=', row.id).execute();
    },
  }),
];
