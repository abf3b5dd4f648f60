import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AntsAgency, AntsAuthentication, AntsRequestDetails, AntsStatistics, AntsDemande } from '../../../src/modules/ants/types';
import type { ErrorBody, HydraCollection, JsonLd } from '../../../src/shared/api/hydra';
import type { LearnerSummary } from '../../../src/shared/references/types';
import { PROBLEM_TYPES } from '../../../src/shared/api/problem-types';
import { ANTS_CREDENTIALS_ERROR } from '../../../server/resources/ants/ants-problem';
import { ANTS_DEMO_LOGIN, ANTS_DEMO_PASSWORD } from '../../../server/simulators/ants';
import { bearer, createTestApp, jsonBody, signIn, tinyPdf, type TestApp } from '../helpers';

let t: TestApp;
let gerant: string;
let secretariat: string;
let formateur: string;
let port: string;
const ORLEANS_APPROVAL = 'E1904500120';

async function signInAll(): Promise<void> {
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
  secretariat = (await signIn(t.app, 'secretariat@volant.test')).token;
  formateur = (await signIn(t.app, 'formateur@volant.test')).token;
  port = (await signIn(t.app, 'gerant@port.test')).token;
}

/** Moves the test clock; the access tokens (15 min) are renewed as the front end would. */
async function advance(seconds: number): Promise<void> {
  t.clock.advance(seconds);
  await signInAll();
}

before(async () => {
  t = await createTestApp();
  await signInAll();
});
after(() => t.close());

const get = (path: string, token = gerant) => t.app.request(`/api${path}`, bearer(token));
const post = (path: string, body: unknown, token = gerant) => t.app.request(`/api${path}`, jsonBody('POST', body, token));
const patch = (path: string, body: unknown, token = gerant) =>
  t.app.request(`/api${path}`, { ...jsonBody('PATCH', body, token), headers: { 'Content-Type': 'application/merge-patch+json', Authorization: `Bearer ${token}` } });

async function connect(agencyId: number, token = gerant, approvalNumber = ORLEANS_APPROVAL): Promise<string> {
  const res = await post('/ants/authenticate', { mode: 0, agencyId, login: ANTS_DEMO_LOGIN, password: ANTS_DEMO_PASSWORD, approvalNumber }, token);
  assert.equal(res.status, 200);
  const body = (await res.json()) as AntsAuthentication;
  return body.connection.idSession!;
}

const connections = async (query = '', token = gerant) => {
  const res = await get(`/ants/agencies${query}`, token);
  assert.equal(res.status, 200);
  return ((await res.json()) as HydraCollection<AntsAgency>)['hydra:member'];
};

const statistics = async () => (await (await get('/ants/statistics')).json()) as AntsStatistics;

async function learnerToRegister(agencyId: number): Promise<LearnerSummary> {
  const res = await get(`/learners/ants?agency=${agencyId}&itemsPerPage=50`);
  assert.equal(res.status, 200);
  const learner = ((await res.json()) as HydraCollection<LearnerSummary>)['hydra:member'][0];
  assert.ok(learner, 'a learner to register');
  return learner;
}

function pdfForm(fields: Record<string, string>, file: Blob | null = new Blob([tinyPdf('test')], { type: 'application/pdf' })): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', file, 'piece.pdf');
  return form;
}

const uploadPage = (form: FormData, token = gerant) => t.app.request('/api/ants/pj/page', { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });

describe('ANTS connection', () => {
  test('the connections list one entry per agency of the caller, none logged at first; trainers may not see it', async () => {
    const list = await connections('?isGlobal=0');
    assert.deepEqual(list.map((c) => c.agencyName), ['Orléans Centre', 'Blois', 'Tours']);
    assert.ok(list.every((c) => !c.isLogged && c.idSession === null && c.type === 'agency'));
    assert.deepEqual((await connections('?isGlobal=0', secretariat)).map((c) => c.agencyName), ['Orléans Centre', 'Blois']);
    assert.equal((await get('/ants/agencies', formateur)).status, 403);
    assert.equal((await get(`/ants/agencies?structure=${t.ids.port.structureId}`)).status, 404);
  });

  test('wrong credentials: status 500 and ECHEC_AUTHENTIFICATION in the first member, the French text, nothing changed', async () => {
    const res = await post('/ants/authenticate', { mode: 0, agencyId: t.ids.centre.agencies.orleans, login: ANTS_DEMO_LOGIN, password: 'faux', approvalNumber: ORLEANS_APPROVAL });
    assert.equal(res.status, 400);
    const body = (await res.json()) as ErrorBody & { 'hydra:member': { status: number; message: string }[] };
    assert.deepEqual(body['hydra:member'][0], { status: 500, message: 'ECHEC_AUTHENTIFICATION' });
    assert.equal(body.detail, ANTS_CREDENTIALS_ERROR);
    const wrongApproval = await post('/ants/authenticate', { mode: 0, agencyId: t.ids.centre.agencies.orleans, login: ANTS_DEMO_LOGIN, password: ANTS_DEMO_PASSWORD, approvalNumber: 'E2004100087' });
    assert.equal(wrongApproval.status, 400);
    assert.ok((await connections('?isGlobal=0')).every((c) => !c.isLogged));
  });

  test('other ANTS failures carry their own message; an agency without approval number cannot connect', async () => {
    const res = await post('/ants/authenticate', { mode: 0, agencyId: t.ids.centre.agencies.orleans, login: 'maintenance', password: 'x', approvalNumber: ORLEANS_APPROVAL });
    assert.equal(res.status, 503);
    const body = (await res.json()) as { 'hydra:member': { status: number; message: string }[] };
    assert.equal(body['hydra:member'][0]!.status, 500);
    assert.match(body['hydra:member'][0]!.message, /maintenance/);
    const tours = await post('/ants/authenticate', { mode: 0, agencyId: t.ids.centre.agencies.tours, login: ANTS_DEMO_LOGIN, password: ANTS_DEMO_PASSWORD, approvalNumber: 'X' });
    assert.equal(tours.status, 422);
    const missingAgency = await post('/ants/authenticate', { mode: 0, login: 'a', password: 'b', approvalNumber: 'c' });
    assert.equal(missingAgency.status, 422);
    const foreign = await post('/ants/authenticate', { mode: 0, agencyId: t.ids.port.agencyId, login: ANTS_DEMO_LOGIN, password: ANTS_DEMO_PASSWORD, approvalNumber: 'E1801700045' });
    assert.equal(foreign.status, 422);
  });

  test('right credentials connect the agency; mode 1 connects the structure and is stored as modeANTS; disconnect closes it', async () => {
    const idSession = await connect(t.ids.centre.agencies.orleans);
    const orleans = (await connections('?isGlobal=0')).find((c) => c.agencyId === t.ids.centre.agencies.orleans)!;
    assert.equal(orleans.isLogged, true);
    assert.equal(orleans.idSession, idSession);

    const global = await post('/ants/authenticate', { mode: 1, login: ANTS_DEMO_LOGIN, password: ANTS_DEMO_PASSWORD, approvalNumber: 'E2004100087' });
    assert.equal(global.status, 200);
    const principal = ((await global.json()) as AntsAuthentication).connection;
    assert.equal(principal.type, 'principal');
    const structure = (await (await get(`/structure/structure/${t.ids.centre.structureId}`)).json()) as { modeANTS: number };
    assert.equal(structure.modeANTS, 1);
    const [first] = await connections();
    assert.equal(first?.type, 'principal');
    assert.equal(first?.isLogged, true);

    assert.equal((await post('/ants/disconnect', { agencyId: null, idSession: 'inconnue' })).status, 404);
    assert.equal((await post('/ants/disconnect', { agencyId: null, idSession: principal.idSession }, port)).status, 404);
    assert.equal((await post('/ants/disconnect', { agencyId: null, idSession: principal.idSession })).status, 204);
    assert.equal((await connections('?isGlobal=1'))[0]?.isLogged, false);
    assert.equal((await patch(`/structure/structure-configuration/${t.ids.centre.structureId}`, { modeANTS: 0 })).status, 200);
  });
});

describe('ANTS requests', () => {
  test('a draft for a learner: created in ANTS, counted, the learner leaves the list to register; a second one is refused', async () => {
    const idSession = await connect(t.ids.centre.agencies.orleans);
    const before = await statistics();
    const learner = await learnerToRegister(t.ids.centre.agencies.orleans);
    const res = await post('/ants/demandes', { idSession, learner: learner.id, requestType: 'INSCRIPTION', category: 'B', birthCity: 'Orléans' });
    assert.equal(res.status, 201);
    const draft = (await res.json()) as AntsRequestDetails;
    assert.equal(draft.status, 'BROUILLON');
    assert.match(draft.idDemande, /^\d{12}$/);
    assert.equal(draft.learner?.id, learner.id);
    assert.deepEqual(draft.attachments.map((a) => [a.idPJ, a.required, a.pages.length]), [
      ['PIECE_IDENTITE', true, 0],
      ['JUSTIFICATIF_DOMICILE', true, 0],
      ['PHOTO_SIGNATURE', false, 0],
      ['ASSR', false, 0],
    ]);
    assert.equal((await statistics()).BROUILLON, before.BROUILLON + 1);
    const remaining = ((await (await get('/learners/ants?itemsPerPage=500')).json()) as HydraCollection<LearnerSummary>)['hydra:member'];
    assert.ok(!remaining.some((l) => l.id === learner.id));

    const again = await post('/ants/demandes', { idSession, learner: learner.id, requestType: 'INSCRIPTION', category: 'B', birthCity: 'Orléans' });
    assert.equal(again.status, 409);
    const unknownField = await post('/ants/demandes', { idSession, learner: learner.id, requestType: 'INSCRIPTION', category: 'B', birthCity: 'Orléans', status: 'EN_PRODUCTION' });
    assert.equal(unknownField.status, 422);
  });

  test('documents, sending, the statuses over time and the synchronisation counters', async () => {
    const orleans = t.ids.centre.agencies.orleans;
    const idSession = await connect(orleans);
    const learner = await learnerToRegister(orleans);
    const draft = (await (await post('/ants/demandes', { idSession, learner: learner.id, requestType: 'INSCRIPTION', category: 'B', birthCity: 'Orléans' })).json()) as AntsRequestDetails;

    const noDocument = await post('/ants/demandes/submit', { idSession, idDemande: draft.idDemande });
    assert.equal(noDocument.status, 422);
    assert.match(((await noDocument.json()) as ErrorBody).detail!, /pièce justificative/);

    const text = await uploadPage(pdfForm({ idPJ: 'PIECE_IDENTITE', idDemande: draft.idDemande, idSession }, new Blob(['MZ not a pdf'], { type: 'application/pdf' })));
    assert.equal(text.status, 422);
    // A page is 1 Mo at most (« 1 Mo au plus par page »): a 1.47 MB PNG is refused on its field.
    const bigPng = new Uint8Array(1_470_000);
    bigPng.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooBig = await uploadPage(pdfForm({ idPJ: 'PIECE_IDENTITE', idDemande: draft.idDemande, idSession }, new Blob([bigPng], { type: 'image/png' })));
    assert.equal(tooBig.status, 422);
    assert.deepEqual(((await tooBig.json()) as ErrorBody).violations, [{ propertyPath: 'file', message: 'Le fichier dépasse la taille maximale de 1 Mo.' }]);
    const badSlot = await uploadPage(pdfForm({ idPJ: 'PASSEPORT', idDemande: draft.idDemande, idSession }));
    assert.equal(badSlot.status, 422);
    for (const idPJ of ['PIECE_IDENTITE', 'PIECE_IDENTITE', 'JUSTIFICATIF_DOMICILE']) {
      const res = await uploadPage(pdfForm({ idPJ, idDemande: draft.idDemande, idSession }));
      assert.equal(res.status, 201);
    }
    const details = (await (await get(`/ants/${draft.id}`)).json()) as AntsRequestDetails;
    assert.deepEqual(details.attachments.filter((a) => a.pages.length > 0).map((a) => [a.idPJ, a.pages.map((p) => p.pageNumber)]), [
      ['PIECE_IDENTITE', [1, 2]],
      ['JUSTIFICATIF_DOMICILE', [1]],
    ]);

    const before = await statistics();
    const sent = await post('/ants/demandes/submit', { idSession, idDemande: draft.idDemande });
    assert.equal(sent.status, 200);
    assert.equal(((await sent.json()) as AntsRequestDetails).status, 'EN_COURS_VALIDATION_USAGER');
    const after = await statistics();
    assert.equal(after.BROUILLON, before.BROUILLON - 1);
    assert.equal(after.EN_COURS_VALIDATION_USAGER, before.EN_COURS_VALIDATION_USAGER + 1);

    const late = await uploadPage(pdfForm({ idPJ: 'ASSR', idDemande: draft.idDemande, idSession }));
    assert.equal(late.status, 409);

    // Three steps later (300 s each): validated by the candidate, sent, files checked → instruction.
    await advance(3 * 300 + 1);
    const fresh = await connect(orleans);
    const sync = await get(`/ants/demandes?idSession=${fresh}`);
    assert.equal(sync.status, 200);
    const synced = (await sync.json()) as HydraCollection<AntsDemande> & { changedRequests: number; syncDate: string };
    assert.equal(synced['hydra:member'].find((d) => d.idDemande === draft.idDemande)?.status, 'EN_COURS_INSTRUCTION');
    assert.ok(synced.changedRequests >= 1);
    const stats = await statistics();
    assert.equal(stats.lastSyncDate, synced.syncDate);
    assert.equal(stats.changedRequests, synced.changedRequests);
    assert.equal(((await (await get(`/ants/${draft.id}`)).json()) as AntsRequestDetails).status, 'EN_COURS_INSTRUCTION');

    // The simulator's control moves it on now: the NEPH is given and copied to the learner at the next sync.
    const advanced = await post(`/simulators/ants/demandes/${draft.idDemande}/advance`, {});
    assert.equal(((await advanced.json()) as { status: string }).status, 'EN_PRODUCTION');
    await get(`/ants/demandes?idSession=${fresh}`);
    const done = (await (await get(`/ants/${draft.id}`)).json()) as AntsRequestDetails;
    assert.match(done.neph ?? '', /^\d{12}$/);
    assert.equal(done.learner?.neph, done.neph);
  });

  test('a request without the required documents is rejected at the file check', async () => {
    const orleans = t.ids.centre.agencies.orleans;
    const idSession = await connect(orleans);
    const learner = await learnerToRegister(orleans);
    const draft = (await (await post('/ants/demandes', { idSession, learner: learner.id, requestType: 'INSCRIPTION', category: 'B', birthCity: 'Orléans' })).json()) as AntsRequestDetails;
    await uploadPage(pdfForm({ idPJ: 'PIECE_IDENTITE', idDemande: draft.idDemande, idSession }));
    assert.equal((await post('/ants/demandes/submit', { idSession, idDemande: draft.idDemande })).status, 200);
    for (const expected of ['ENVOYEE', 'VERIFICATION_FICHIERS', 'REJET_FICHIERS']) {
      const res = await post(`/simulators/ants/demandes/${draft.idDemande}/advance`, {});
      assert.equal(((await res.json()) as { status: string }).status, expected);
    }
  });

  test('the session expires: SESSION_EXPIREE, an unknown one DATA_INCONNUE_ID_SESSION, and the connection shows expired', async () => {
    const blois = t.ids.centre.agencies.blois;
    const idSession = await connect(blois, gerant, 'E2004100087');
    await advance(3600 + 1);
    const learner = await learnerToRegister(blois);
    const countOf = async () => ((await (await get(`/ants?learner=${learner.id}`)).json()) as HydraCollection<unknown>)['hydra:totalItems'];
    const before = await countOf();
    const expired = await post('/ants/demandes', { idSession, learner: learner.id, requestType: 'INSCRIPTION', category: 'B', birthCity: 'Blois' });
    assert.equal(expired.status, 409);
    const expiredBody = (await expired.json()) as ErrorBody;
    assert.match(expiredBody.detail!, /^SESSION_EXPIREE/);
    assert.equal(expiredBody.type, PROBLEM_TYPES.antsSessionLost, 'the front reacts to the code, not to the text');
    const unknown = await get('/ants/demandes?idSession=ANTS-INCONNUE');
    assert.equal(unknown.status, 409);
    const unknownBody = (await unknown.json()) as ErrorBody;
    assert.match(unknownBody.detail!, /^DATA_INCONNUE_ID_SESSION/);
    assert.equal(unknownBody.type, PROBLEM_TYPES.antsSessionLost);
    const connection = (await connections('?isGlobal=0')).find((c) => c.agencyId === blois)!;
    assert.equal(connection.expired, true);
    assert.equal(connection.isLogged, false);
    assert.equal(await countOf(), before, 'nothing created');
  });

  test('a session of another agency does not cover the learner; another structure never sees our requests', async () => {
    const orleansSession = await connect(t.ids.centre.agencies.orleans);
    const bloisLearner = await learnerToRegister(t.ids.centre.agencies.blois);
    const res = await post('/ants/demandes', { idSession: orleansSession, learner: bloisLearner.id, requestType: 'INSCRIPTION', category: 'B', birthCity: 'Blois' });
    assert.equal(res.status, 409);
    assert.match(((await res.json()) as ErrorBody).detail!, /^DATA_INCONNUE_ID_SESSION/);

    const ours = ((await (await get('/ants')).json()) as HydraCollection<AntsRequestDetails>)['hydra:member'][0]!;
    assert.equal((await get(`/ants/${ours.id}`, port)).status, 404);
    assert.equal((await patch(`/ants/${ours.id}`, { learner: null }, port)).status, 404);
    const portSession = await connect(t.ids.port.agencyId, port, 'E1801700045');
    assert.equal((await post('/ants/demandes/delete', { idSession: portSession, idDemande: ours.idDemande }, port)).status, 404);
    assert.equal(((await (await get('/ants', port)).json()) as HydraCollection<unknown>)['hydra:totalItems'], 0);
  });

  test('list filters, detach and attach a learner, draft update by PATCH, delete a draft but not a sent request', async () => {
    const orleans = t.ids.centre.agencies.orleans;
    const idSession = await connect(orleans);
    const drafts = ((await (await get(`/ants?status[]=BROUILLON&agency=${orleans}&order[createdAt]=asc`)).json()) as HydraCollection<AntsRequestDetails>)['hydra:member'];
    assert.ok(drafts.length >= 2);
    assert.ok(drafts.every((d) => d.status === 'BROUILLON' && d.agency.id === orleans));
    const draft = drafts[0]!;
    const learnerId = draft.learner!.id;

    const detached = await patch(`/ants/${draft.id}`, { learner: null });
    assert.equal(((await detached.json()) as AntsRequestDetails).learner, null);
    const bloisLearner = await learnerToRegister(t.ids.centre.agencies.blois);
    assert.equal((await patch(`/ants/${draft.id}`, { learner: bloisLearner.id })).status, 422);
    const attached = await patch(`/ants/${draft.id}`, { learner: learnerId });
    assert.equal(((await attached.json()) as AntsRequestDetails).learner?.id, learnerId);

    assert.equal((await patch(`/ants/${draft.id}`, { category: 'A2' })).status, 422, 'a draft update needs the session');
    const updated = await patch(`/ants/${draft.id}`, { idSession, category: 'A2', birthCity: 'Tours' });
    assert.equal(updated.status, 200);
    const body = (await updated.json()) as AntsRequestDetails;
    assert.deepEqual([body.category, body.birthCity], ['A2', 'Tours']);

    const deleted = await post('/ants/demandes/delete', { idSession, idDemande: draft.idDemande });
    assert.equal(deleted.status, 200);
    assert.equal(((await deleted.json()) as AntsRequestDetails).status, 'ANNULEE');
    const sentOne = ((await (await get('/ants?status=EN_PRODUCTION')).json()) as HydraCollection<AntsRequestDetails>)['hydra:member'][0]!;
    const refused = await post('/ants/demandes/delete', { idSession, idDemande: sentOne.idDemande });
    assert.equal(refused.status, 409);
    assert.match(((await refused.json()) as ErrorBody).detail!, /brouillon/);
  });

  test('a synchronisation brings the requests candidates started on ANTS, without a learner', async () => {
    const idSession = await connect(t.ids.centre.agencies.orleans);
    await get(`/ants/demandes?idSession=${idSession}`);
    const k2 = ((await (await get('/ants?status=BROUILLON_K2')).json()) as HydraCollection<AntsRequestDetails>)['hydra:member'];
    assert.equal(k2.length, 1, 'the Orléans one only (the session is Orléans’)');
    assert.equal(k2[0]!.learner, null);
    const bad = await get('/ants?status=BROUILLON&order[unknown]=asc');
    assert.equal(bad.status, 400);
  });
});

test('every statistic counter of the spec is answered', async () => {
  const stats = (await (await get('/ants/statistics')).json()) as JsonLd<AntsStatistics>;
  for (const key of ['ANNULEE', 'REJET_FICHIERS', 'REJET_INSTRUCTION', 'BROUILLON', 'BROUILLON_K2', 'A_COMPLETER', 'EN_COURS_VALIDATION_USAGER', 'ENVOYEE', 'VERIFICATION_FICHIERS', 'EN_COURS_INSTRUCTION', 'EN_PRODUCTION', 'changedRequests', 'lastSyncDate', 'syncDate']) {
    assert.ok(key in stats, key);
  }
  assert.equal((await get('/ants/statistics', formateur)).status, 403);
});
