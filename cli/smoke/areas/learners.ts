import { DEFAULT_PAGE_SIZE, FULL_ORGANISATION_LIST_PAGE_SIZE, LEARNER_INVOICES_PAGE_SIZE, LEARNER_LIST_FULL_PAGE_SIZE, TRAINING_FIELDS_PAGE_SIZE, TRAININGS_PAGE_SIZE } from '../../../src/shared/constants';
import { listExamEligibleLearners, listTrainingFields, listTrainings } from '../../../src/shared/references/api';
import { listContracts } from '../../../src/modules/contracts/api';
import { listGroupLearners, listGroups } from '../../../src/modules/groups/api';
import { listDocuments, listDocumentTypes, listLearnerRecords, listObservations, listServiceJournals } from '../../../src/modules/learners/api';
import { listNotices, listReasons, listRequests } from '../../../src/modules/notices/api';
import { listOrganisations, listOrganisationTypes } from '../../../src/modules/organisations/api';
import { firstOf, listArea, scope, structureId } from '../checks';
import type { CheckContext } from '../types';

/** The first learner of the agencies in scope (for the lists that belong to a learner). */
async function someLearner(ctx: CheckContext): Promise<number> {
  const page = await listLearnerRecords(ctx.client, { page: 1, itemsPerPage: 1, archived: 0, ...scope(ctx) });
  return firstOf(page.items, 'apprenant').id;
}

export const learnersArea = listArea('learners', 'Apprenants', [
  {
    name: 'list',
    title: 'Liste des apprenants',
    pageSize: DEFAULT_PAGE_SIZE,
    call: (ctx) => listLearnerRecords(ctx.client, { page: 1, itemsPerPage: DEFAULT_PAGE_SIZE, archived: 0, ...scope(ctx) }),
  },
  {
    name: 'list-full',
    title: 'Liste des apprenants, mode 5000 lignes',
    pageSize: LEARNER_LIST_FULL_PAGE_SIZE,
    call: (ctx) => listLearnerRecords(ctx.client, { page: 1, itemsPerPage: LEARNER_LIST_FULL_PAGE_SIZE, archived: 0, ...scope(ctx) }),
  },
  {
    name: 'exam-eligible',
    title: 'Apprenants présentables à l’examen',
    pageSize: DEFAULT_PAGE_SIZE,
    call: (ctx) => listExamEligibleLearners(ctx.client, { page: 1, itemsPerPage: DEFAULT_PAGE_SIZE, 'training.name': ['B'] }),
  },
  { name: 'trainings', title: 'Formations', pageSize: TRAININGS_PAGE_SIZE, call: (ctx) => listTrainings(ctx.client) },
  {
    name: 'training-fields',
    title: 'Filières de formation',
    pageSize: TRAINING_FIELDS_PAGE_SIZE,
    call: (ctx) => listTrainingFields(ctx.client, { itemsPerPage: TRAINING_FIELDS_PAGE_SIZE }),
  },
  {
    name: 'observations',
    title: 'Observations d’un apprenant',
    pageSize: null,
    call: async (ctx) => listObservations(ctx.client, { learner: await someLearner(ctx), itemsPerPage: 1000 }),
  },
  {
    name: 'service-journals',
    title: 'Suivi des prestations d’un apprenant',
    pageSize: null,
    call: async (ctx) => listServiceJournals(ctx.client, { learner: await someLearner(ctx), itemsPerPage: 5000 }),
  },
]);

export const groupsArea = listArea('groups', 'Groupes', [
  { name: 'list', title: 'Liste des groupes', pageSize: DEFAULT_PAGE_SIZE, call: (ctx) => listGroups(ctx.client, { page: 1, itemsPerPage: DEFAULT_PAGE_SIZE, ...scope(ctx) }) },
  {
    name: 'learners',
    title: 'Apprenants d’un groupe',
    pageSize: null,
    call: async (ctx) => {
      const groups = await listGroups(ctx.client, { page: 1, itemsPerPage: 1, ...scope(ctx) });
      return listGroupLearners(ctx.client, firstOf(groups.items, 'groupe').id);
    },
  },
]);

export const organisationsArea = listArea('organisations', 'Organismes', [
  {
    name: 'list',
    title: 'Liste des organismes',
    pageSize: DEFAULT_PAGE_SIZE,
    call: (ctx) => listOrganisations(ctx.client, { page: 1, itemsPerPage: DEFAULT_PAGE_SIZE, ...scope(ctx) }),
  },
  {
    name: 'list-full',
    title: 'Liste complète des organismes',
    pageSize: FULL_ORGANISATION_LIST_PAGE_SIZE,
    call: (ctx) => listOrganisations(ctx.client, { page: 1, itemsPerPage: FULL_ORGANISATION_LIST_PAGE_SIZE, ...scope(ctx) }),
  },
  { name: 'types', title: 'Types d’organisme', pageSize: null, call: (ctx) => listOrganisationTypes(ctx.client) },
]);

export const noticesArea = listArea('notices', 'Avis certifiés', [
  {
    name: 'requests',
    title: 'Suivi des demandes d’avis',
    pageSize: DEFAULT_PAGE_SIZE,
    call: (ctx) => listRequests(ctx.client, { page: 1, itemsPerPage: DEFAULT_PAGE_SIZE, ...scope(ctx) }),
  },
  {
    name: 'notices',
    title: 'Avis certifiés',
    pageSize: DEFAULT_PAGE_SIZE,
    call: (ctx) => listNotices(ctx.client, { page: 1, itemsPerPage: DEFAULT_PAGE_SIZE, structureId: structureId(ctx), verified: 1 }),
  },
  { name: 'reasons', title: 'Motifs de signalement', pageSize: null, call: (ctx) => listReasons(ctx.client) },
]);

export const documentsArea = listArea('documents', 'Documents', [
  { name: 'types', title: 'Types de document', pageSize: null, call: (ctx) => listDocumentTypes(ctx.client) },
  {
    name: 'learner',
    title: 'Documents d’un apprenant',
    pageSize: null,
    call: async (ctx) => listDocuments(ctx.client, { learner: await someLearner(ctx), itemsPerPage: 1000 }),
  },
]);

export const contractsArea = listArea('contracts', 'Contrats', [
  {
    name: 'list',
    title: 'Liste des contrats',
    pageSize: DEFAULT_PAGE_SIZE,
    call: (ctx) => listContracts(ctx.client, { page: 1, itemsPerPage: DEFAULT_PAGE_SIZE, order: { createdAt: 'desc' }, ...scope(ctx) }),
  },
  {
    name: 'learner',
    title: 'Contrats d’un apprenant',
    pageSize: null,
    call: async (ctx) => listContracts(ctx.client, { learner: await someLearner(ctx), itemsPerPage: LEARNER_INVOICES_PAGE_SIZE, order: { createdAt: 'desc' } }),
  },
]);
