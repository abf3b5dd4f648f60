// Push notifications on the reference server: list filters and scope, the date and recipient rules,
// the actions of the public API base (send, relaunch, duplicate, delete) and the delivery log.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ErrorBody, HydraCollection } from '../../../src/shared/api/hydra';
import { PUSH_PUBLIC_API_BASE } from '../../../src/modules/pushes/api';
import type { Push, PushDelivery } from '../../../src/modules/pushes/types';
import { addDays } from '../../../server/resources/bills/model';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import { bearer, createTestApp, jsonBody, signIn, type TestApp } from '../helpers';

let t: TestApp;
let gerant: string;
let secretariat: string;
let port: string;
let today: string;
before(async () => {
  t = await createTestApp();
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
  secretariat = (await signIn(t.app, 'secretariat@volant.test')).token;
  port = (await signIn(t.app, 'gerant@port.test')).token;
  today = parisDate(t.deps.now());
});
after(() => t.close());

const list = async (token: string, query = '') => {
  const res = await t.app.request(`/api/pushes${query}`, bearer(token));
  assert.equal(res.status, 200, await res.clone().text());
  return (await res.json()) as HydraCollection<Push>;
};
const action = (token: string, id: number, name: string) =>
  t.app.request(`/api${PUSH_PUBLIC_API_BASE}/pushes/${id}?action=${name}`, { ...jsonBody('PATCH', {}, token), headers: { 'Content-Type': 'application/merge-patch+json', Authorization: `Bearer ${token}` } });
const detail = async (res: Response) => ((await res.json()) as ErrorBody).detail ?? '';
const deliveries = (pushId: number) => t.deps.db.selectFrom('push_deliveries').selectAll().where('push_id', '=', pushId).execute();
const groupId = async (name: string) => (await t.deps.db.selectFrom('groups').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const pushCount = async () => Number((await t.deps.db.selectFrom('pushes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

async function emptyGroup(name: string): Promise<number> {
  const row = await t.deps.db
    .insertInto('groups')
    .values({ structure_id: t.ids.centre.structureId, agency_id: t.ids.centre.agencies.orleans, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('GET /pushes', () => {
  test('10 per page, newest first, with the statuses of the demo (draft, scheduled, sent, ended)', async () => {
    const body = await list(gerant, `?structureId=${t.ids.centre.structureId}`);
    assert.equal(body['hydra:totalItems'], 4);
    assert.deepEqual(body['hydra:member'].map((p) => p.status).sort(), ['draft', 'ended', 'scheduled', 'sent']);
    const created = body['hydra:member'].map((p) => p.createdAt);
    assert.deepEqual(created, [...created].sort().reverse());
    const sent = body['hydra:member'].find((p) => p.status === 'sent')!;
    assert.equal(sent.recipientsCount, (await deliveries(sent.id)).filter((d) => d.kind === 'send').length);
    assert.equal(sent.relaunchCount, 1);
  });

  test('status[], startDate[after], endDate[before], simplesearch and order', async () => {
    assert.deepEqual((await list(gerant, '?status[]=draft&status[]=scheduled'))['hydra:member'].map((p) => p.status).sort(), ['draft', 'scheduled']);
    const after = await list(gerant, `?startDate[after]=${today}`);
    assert.ok(after['hydra:member'].every((p) => p.startDate >= today));
    assert.equal(after['hydra:totalItems'], 2);
    const before = await list(gerant, `?endDate[before]=${addDays(today, -1)}`);
    assert.deepEqual(before['hydra:member'].map((p) => p.status), ['ended']);
    assert.deepEqual((await list(gerant, '?simplesearch=stage accéléré'))['hydra:member'].map((p) => p.title), ['Début du stage accéléré']);
    const titles = (await list(gerant, '?order[title]=asc'))['hydra:member'].map((p) => p.title);
    assert.deepEqual(titles, [...titles].sort((a, b) => (a < b ? -1 : 1)));
    assert.equal((await t.app.request('/api/pushes?status[]=perdu', bearer(gerant))).status, 400);
  });

  test('scoped: the secretary sees her agencies’ pushes, another structure none; its id answers 404', async () => {
    const secretary = await list(secretariat);
    assert.ok(secretary['hydra:member'].every((p) => p.agency.name !== 'Tours'));
    assert.equal((await list(port))['hydra:totalItems'], 0);
    const ours = (await list(gerant))['hydra:member'][0]!;
    assert.equal((await t.app.request(ours['@id'], bearer(port))).status, 404);
    assert.equal((await action(port, ours.id, 'duplicate')).status, 404);
    assert.equal((await t.app.request(`/api/pushes?structureId=${t.ids.port.structureId}`, bearer(gerant))).status, 404);
  });
});

describe('create', () => {
  test('a push to one learner starts as a draft; an end before the start is refused on its field and nothing is created', async () => {
    const learner = await t.deps.db.selectFrom('learners').select('id').where('agency_id', '=', t.ids.centre.agencies.blois).where('archived', '=', 0).executeTakeFirstOrThrow();
    const payload = { title: 'Examen blanc', message: 'Examen blanc mardi à 9 h.', startDate: today, endDate: addDays(today, 3), learner: `/api/learners/${learner.id}` };
    const before = await pushCount();
    const reversed = await t.app.request('/api/pushes', jsonBody('POST', { ...payload, startDate: addDays(today, 5) }, gerant));
    assert.equal(reversed.status, 422);
    const body = (await reversed.json()) as ErrorBody;
    assert.deepEqual(body.violations?.map((v) => [v.propertyPath, v.message]), [['endDate', 'La date de fin doit être postérieure ou égale à la date de début.']]);
    const past = await t.app.request('/api/pushes', jsonBody('POST', { ...payload, startDate: addDays(today, -5), endDate: addDays(today, -1) }, gerant));
    assert.equal(past.status, 422);
    assert.equal(await pushCount(), before, 'nothing created');

    const created = await t.app.request('/api/pushes', jsonBody('POST', payload, gerant));
    assert.equal(created.status, 201);
    const push = (await created.json()) as Push;
    assert.equal(push.status, 'draft');
    assert.equal(push.target, 'learner');
    assert.equal(push.recipientsCount, 1);
    assert.equal(push.startDate, today);
    assert.equal(push.agency.id, t.ids.centre.agencies.blois);
  });

  test('unknown fields, another structure’s learner and an archived learner are refused', async () => {
    const base = { title: 'Titre', message: 'Message', startDate: today, endDate: today };
    const portLearner = await t.deps.db.selectFrom('learners').select('id').where('structure_id', '=', t.ids.port.structureId).executeTakeFirstOrThrow();
    assert.equal((await t.app.request('/api/pushes', jsonBody('POST', { ...base, learner: portLearner.id }, gerant))).status, 422);
    const archived = await t.deps.db.selectFrom('learners').select('id').where('structure_id', '=', t.ids.centre.structureId).where('archived', '=', 1).executeTakeFirstOrThrow();
    const refused = await t.app.request('/api/pushes', jsonBody('POST', { ...base, learner: archived.id }, gerant));
    assert.equal(refused.status, 422);
    assert.match(await detail(refused), /Données invalides|archivé/);
    assert.equal((await t.app.request('/api/pushes', jsonBody('POST', { ...base, learner: archived.id, status: 'sent' }, gerant))).status, 422);
  });

  test('/pushes/bulk makes one draft per group; a group without learners refuses the whole request', async () => {
    const groups = [await groupId('Code du soir — Orléans'), await groupId('Conduite accompagnée')];
    const payload = { title: 'Journée portes ouvertes', message: 'Samedi de 10 h à 17 h.', startDate: today, endDate: addDays(today, 7) };
    const empty = await emptyGroup('Inscrits de demain');
    const before = await pushCount();
    const refused = await t.app.request('/api/pushes/bulk', jsonBody('POST', { ...payload, groups: [...groups, empty] }, gerant));
    assert.equal(refused.status, 422);
    const body = (await refused.json()) as ErrorBody;
    assert.equal(body.violations?.[0]?.propertyPath, 'groups');
    assert.match(body.violations?.[0]?.message ?? '', /« Inscrits de demain » ne contient aucun apprenant/);
    assert.equal(await pushCount(), before, 'no push of the request was kept');

    const created = await t.app.request('/api/pushes/bulk', jsonBody('POST', { ...payload, groups: groups.map((id) => `/api/groups/${id}`) }, gerant));
    assert.equal(created.status, 201);
    const pushes = ((await created.json()) as HydraCollection<Push>)['hydra:member'];
    assert.deepEqual(pushes.map((p) => p.group?.id), groups);
    assert.ok(pushes.every((p) => p.status === 'draft' && p.target === 'group' && p.recipientsCount > 0));
    assert.equal((await t.app.request('/api/pushes/bulk', jsonBody('POST', { ...payload, groups: [] }, gerant))).status, 422);
  });
});

describe('actions of the public API base', () => {
  async function groupDraft(title: string, group = 'Code du soir — Orléans', start = today): Promise<Push> {
    const res = await t.app.request('/api/pushes/bulk', jsonBody('POST', { title, message: 'Message', startDate: start, endDate: addDays(start, 5), groups: [await groupId(group)] }, gerant));
    assert.equal(res.status, 201);
    return ((await res.json()) as HydraCollection<Push>)['hydra:member'][0]!;
  }

  test('the public base is a path without « public », so the client sends its token; it needs one', () => {
    assert.ok(!PUSH_PUBLIC_API_BASE.includes('public'));
  });

  test('send logs one delivery per learner of the group; sending again is refused and changes nothing', async () => {
    assert.equal((await t.app.request(`/api${PUSH_PUBLIC_API_BASE}/pushes/1?action=send`, { method: 'PATCH' })).status, 401);
    const push = await groupDraft('Rappel code');
    const members = await t.deps.db
      .selectFrom('group_learners as gl')
      .innerJoin('learners as l', 'l.id', 'gl.learner_id')
      .select('l.id')
      .where('gl.group_id', '=', push.group!.id)
      .where('l.archived', '=', 0)
      .execute();
    const sent = await action(gerant, push.id, 'send');
    assert.equal(sent.status, 200);
    const body = (await sent.json()) as Push;
    assert.equal(body.status, 'sent');
    assert.ok(body.sentAt);
    const log = await deliveries(push.id);
    assert.deepEqual(log.map((d) => d.learner_id).sort(), members.map((m) => m.id).sort());
    assert.ok(log.every((d) => d.kind === 'send' && d.group_id === push.group!.id));

    const again = await action(gerant, push.id, 'send');
    assert.equal(again.status, 409);
    assert.match(await detail(again), /déjà été envoyé/);
    assert.equal((await deliveries(push.id)).length, log.length, 'no new delivery');

    const edit = await t.app.request(`/api/pushes/${push.id}`, { ...jsonBody('PATCH', { title: 'Autre' }, gerant), headers: { 'Content-Type': 'application/merge-patch+json', Authorization: `Bearer ${gerant}` } });
    assert.equal(edit.status, 409);
    const log2 = (await (await t.app.request(`/api/pushes/${push.id}/deliveries`, bearer(gerant))).json()) as HydraCollection<PushDelivery>;
    assert.equal(log2['hydra:totalItems'], members.length);
  });

  test('relaunch adds a delivery per learner while the push is shown; refused for drafts and scheduled pushes', async () => {
    const draft = await groupDraft('Relance');
    const early = await action(gerant, draft.id, 'relaunch');
    assert.equal(early.status, 409);
    assert.match(await detail(early), /pas encore été envoyé/);
    await action(gerant, draft.id, 'send');
    const first = (await deliveries(draft.id)).length;
    const relaunched = await action(gerant, draft.id, 'relaunch');
    assert.equal(relaunched.status, 200);
    assert.equal(((await relaunched.json()) as Push).relaunchCount, 1);
    const log = await deliveries(draft.id);
    assert.equal(log.length, first * 2);
    assert.equal(log.filter((d) => d.kind === 'relaunch').length, first);

    const later = await groupDraft('Programmé', 'Code du soir — Orléans', addDays(today, 3));
    assert.equal(((await (await action(gerant, later.id, 'send')).json()) as Push).status, 'scheduled');
    assert.equal((await action(gerant, later.id, 'relaunch')).status, 409);
  });

  test('a group emptied since the draft refuses the send, nothing changes', async () => {
    const name = 'Groupe éphémère';
    const group = await emptyGroup(name);
    const learner = await t.deps.db.selectFrom('learners').select('id').where('agency_id', '=', t.ids.centre.agencies.orleans).where('archived', '=', 0).executeTakeFirstOrThrow();
    await t.deps.db.insertInto('group_learners').values({ group_id: group, learner_id: learner.id }).execute();
    const push = await groupDraft('Éphémère', name);
    await t.deps.db.deleteFrom('group_learners').where('group_id', '=', group).execute();
    const refused = await action(gerant, push.id, 'send');
    assert.equal(refused.status, 409);
    assert.match(await detail(refused), /ne contient aucun apprenant/);
    assert.equal(((await (await t.app.request(`/api/pushes/${push.id}`, bearer(gerant))).json()) as Push).status, 'draft');
    assert.equal((await deliveries(push.id)).length, 0);
  });

  test('duplicate makes a new draft; delete hides the push and keeps its delivery log; unknown action → 400', async () => {
    const push = await groupDraft('À dupliquer');
    await action(gerant, push.id, 'send');
    const copy = await action(gerant, push.id, 'duplicate');
    assert.equal(copy.status, 201);
    const duplicated = (await copy.json()) as Push;
    assert.equal(duplicated.status, 'draft');
    assert.equal(duplicated.title, 'À dupliquer (copie)');
    assert.notEqual(duplicated.id, push.id);

    const log = (await deliveries(push.id)).length;
    const removed = await t.app.request(`/api${PUSH_PUBLIC_API_BASE}/pushes/${push.id}`, bearer(gerant, { method: 'DELETE' }));
    assert.equal(removed.status, 204);
    assert.equal((await t.app.request(`/api/pushes/${push.id}`, bearer(gerant))).status, 404);
    assert.equal((await deliveries(push.id)).length, log, 'the delivery log stays');

    assert.equal((await action(gerant, duplicated.id, 'launch')).status, 400);
    const missing = await t.app.request(`/api${PUSH_PUBLIC_API_BASE}/pushes/${duplicated.id}`, { ...jsonBody('PATCH', {}, gerant), headers: { 'Content-Type': 'application/merge-patch+json', Authorization: `Bearer ${gerant}` } });
    assert.equal(missing.status, 400);
  });

  test('update of a draft: dates (YYYY-MM-DD) and group; a reversed period is refused', async () => {
    const push = await groupDraft('À modifier');
    const patch = (body: unknown) =>
      t.app.request(`/api/pushes/${push.id}`, { method: 'PATCH', headers: { 'Content-Type': 'application/merge-patch+json', Authorization: `Bearer ${gerant}` }, body: JSON.stringify(body) });
    const ok = await patch({ startDate: addDays(today, 1), endDate: addDays(today, 2), group: await groupId('Conduite accompagnée') });
    assert.equal(ok.status, 200);
    const body = (await ok.json()) as Push;
    assert.equal(body.startDate, addDays(today, 1));
    assert.equal(body.recipientLabel, 'Conduite accompagnée');
    const reversed = await patch({ endDate: today });
    assert.equal(reversed.status, 422);
    assert.equal((await patch({ learner: 3 })).status, 422, 'a group push stays a group push');
  });
});
