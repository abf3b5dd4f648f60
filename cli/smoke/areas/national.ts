import { DEFAULT_PAGE_SIZE, OPERATORS_PAGE_SIZE } from '../../../src/shared/constants';
import { listAntsRequests, listLearnersToRegister } from '../../../src/modules/ants/api';
import { getDsrGateway, listLessonErrorTypes, listLessonSlots } from '../../../src/modules/dsr-gateway/api';
import { listExamSites, listFavoriteSites, listOperatorConfigurations, listOperators, listRegistrations } from '../../../src/modules/private-operators/api';
import { PRIVATE_OPERATOR } from '../../../src/modules/private-operators/types';
import { countedConnections, isLive, readAntsStatus } from '../../ants-status';
import { listArea, listCheck, scope, structureId } from '../checks';
import { CheckFailure, type SmokeArea } from '../types';

const page = (size: number) => ({ page: 1, itemsPerPage: size });

export const antsArea: SmokeArea = {
  id: 'ants',
  title: 'ANTS',
  checks: () => [
    {
      id: 'ants.status',
      title: 'État de la connexion à l’ANTS',
      run: async (ctx) => {
        const status = await readAntsStatus(ctx.client, ctx.user);
        const counted = countedConnections(status);
        return `${status.label} (${counted.filter(isLive).length}/${counted.length}, mode ${status.mode === 1 ? 'structure' : 'par agence'})`;
      },
    },
    listCheck('ants', {
      name: 'requests',
      title: 'Demandes ANTS',
      pageSize: DEFAULT_PAGE_SIZE,
      call: (ctx) => listAntsRequests(ctx.client, { ...page(DEFAULT_PAGE_SIZE), order: { updatedAt: 'desc' }, ...(ctx.user.isConfigGeneral ? {} : scope(ctx)) }),
    }),
    listCheck('ants', {
      name: 'learners',
      title: 'Apprenants à inscrire à l’ANTS',
      pageSize: DEFAULT_PAGE_SIZE,
      call: (ctx) => listLearnersToRegister(ctx.client, { ...page(DEFAULT_PAGE_SIZE), ...(ctx.user.isConfigGeneral ? {} : scope(ctx)) }),
    }),
  ],
};

export const gatewayArea: SmokeArea = {
  id: 'gateway',
  title: 'Livret numérique',
  checks: () => [
    {
      id: 'gateway.status',
      title: 'Sessions de la passerelle',
      run: async (ctx) => {
        const gateway = await getDsrGateway(ctx.client, { structure: structureId(ctx) });
        if (!Array.isArray(gateway.sessions)) throw new CheckFailure('GET /state-api/agencies ne donne pas la liste des sessions');
        return `${gateway.sessions.filter((s) => s.isLogged).length}/${gateway.sessions.length} session(s) ouverte(s), mode ${gateway.modeDSR === 1 ? 'structure' : 'par agence'}`;
      },
    },
    listCheck('gateway', { name: 'lessons', title: 'Leçons déclarées', pageSize: DEFAULT_PAGE_SIZE, call: (ctx) => listLessonSlots(ctx.client, { ...page(DEFAULT_PAGE_SIZE), ...scope(ctx) }) }),
    listCheck('gateway', { name: 'error-types', title: 'Types d’erreur des leçons', pageSize: null, call: (ctx) => listLessonErrorTypes(ctx.client) }),
  ],
};

export const privateOperatorsArea = listArea('private-operators', 'Opérateurs privés', [
  { name: 'operators', title: 'Opérateurs d’examen', pageSize: OPERATORS_PAGE_SIZE, call: (ctx) => listOperators(ctx.client) },
  { name: 'configuration', title: 'Opérateurs de la structure', pageSize: null, call: (ctx) => listOperatorConfigurations(ctx.client, structureId(ctx)) },
  { name: 'sites', title: 'Centres d’examen', pageSize: null, call: (ctx) => listExamSites(ctx.client, { structureId: structureId(ctx), operator: PRIVATE_OPERATOR }) },
  { name: 'favorites', title: 'Centres favoris', pageSize: null, call: (ctx) => listFavoriteSites(ctx.client, { structure: structureId(ctx), operator: PRIVATE_OPERATOR }) },
  {
    name: 'registrations',
    title: 'Inscriptions aux examens',
    pageSize: DEFAULT_PAGE_SIZE,
    call: (ctx) => listRegistrations(ctx.client, { ...page(DEFAULT_PAGE_SIZE), status: 0, structure: structureId(ctx) }),
  },
]);
