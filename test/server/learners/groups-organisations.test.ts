import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { PROBLEM_TYPES } from '../../../src/shared/api/problem-types';
import type { ErrorBody, HydraCollection, JsonLd } from '../../../src/shared/api/hydra';
import type { Group, GroupLearner } from '../../../src/modules/groups/types';
import type { Organization, OrganizationType } from '../../../src/modules/organisations/types';
import type { LearnerSummary } from '../../../src/shared/references/types';
import { bearer, createTestApp, jsonBody, signIn, type TestApp } from '../helpers';

let t: TestApp;
let gerant: string;
let secretariat: string;
let port: string;
before(async () => {
  t = await createTestApp();
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
  secretariat = (await signIn(t.app, 'secretariat@volant.test')).token;
  port = (await signIn(t.app, 'gerant@port.test')).token;
});
after(() => t.close());

const send = (method: string, path: string, body: unknown, token = gerant) => t.app.request(`/api${path}`, jsonBody(method, body, token));
const patch = (path: string, body: unknown, token = gerant) =>
  t.app.request(`/api${path}`, { method: 'PATCH', headers: { 'Content-Type': 'application/merge-patch+json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
async function get<T>(path: string, token = gerant, status = 200): Promise<T> {
  const res = await t.app.request(`/api${path}`, bearer(token));
  assert.equal(res.status, status, path);
  return (await res.json()) as T;
}
const learnersOf = async (agency: number, count: number) =>
  (await get<HydraCollection<LearnerSummary>>(`/learners?agency=${agency}&archived=0&itemsPerPage=${count}&order[createdAt]=desc`))['hydra:member'];

describe('groups', () => {
  test('create with learners and a team member; members listed oldest first; edit replaces them', async () => {
    const orleans = t.ids.centre.agencies.orleans;
    const [a, b, c] = await learnersOf(orleans, 3);
    const trainer = t.ids.users['formateur@volant.test']!;
    const res = await send('POST', '/groups', { name: 'Permis B — janvier', agency: orleans, trainer, learners: [a!.id, b!.id], teamMembers: [trainer] }, secretariat);
    assert.equal(res.status, 201);
    const group = (await res.json()) as JsonLd<Group>;
    assert.deepEqual([group.learnersCount, group.teamMembersCount, group.trainer?.name], [2, 1, 'François Petitjean']);

    const members = async () => (await get<HydraCollection<GroupLearner>>(`/group-learners?groupe=${group.id}`, secretariat))['hydra:member'];
    const first = await members();
    assert.deepEqual(first.filter((m) => m.learner).map((m) => m.learner!.id), [a!.id, b!.id]);
    const dates = first.map((m) => m.createdAt);
    assert.deepEqual(dates, [...dates].sort());

    const edited = await patch(`/groups/${group.id}`, { learners: [b!.id, c!.id] }, secretariat);
    assert.equal(edited.status, 200);
    const after = await members();
    assert.deepEqual(after.filter((m) => m.learner).map((m) => m.learner!.id), [b!.id, c!.id], 'b keeps its place, c comes after');
    assert.equal(after.filter((m) => m.teamMember).length, 1);
    assert.equal((await t.app.request(`/api/groups/${group.id}`, bearer(secretariat, { method: 'DELETE' }))).status, 204);
    await get(`/groups/${group.id}`, secretariat, 404);
  });

  test('the name is unique in the structure: « Le nom du groupe doit être unique » on the name field', async () => {
    const existing = (await get<HydraCollection<Group>>('/groups'))['hydra:member'][0]!;
    const res = await send('POST', '/groups', { name: existing.name, agency: t.ids.centre.agencies.blois });
    assert.equal(res.status, 422);
    const body = (await res.json()) as ErrorBody;
    assert.deepEqual(body.violations, [{ propertyPath: 'name', message: 'Le nom du groupe doit être unique' }]);
    const other = (await get<HydraCollection<Group>>('/groups'))['hydra:member'][1]!;
    const rename = await patch(`/groups/${other.id}`, { name: existing.name });
    assert.equal(rename.status, 422);
    const portGroup = await send('POST', '/groups', { name: existing.name, agency: t.ids.port.agencyId }, port);
    assert.equal(portGroup.status, 201, 'another structure may use the same name');
  });

  test('uniqueness ignores case, accents and typographic variants, on creation, renaming and concurrent saves', async () => {
    const orleans = t.ids.centre.agencies.orleans;
    for (const name of ['code du soir — orléans', 'CODE DU SOIR - ORLEANS', '  Code  du soir – Orléans ']) {
      const res = await send('POST', '/groups', { name, agency: orleans });
      assert.equal(res.status, 422, name);
      assert.deepEqual(((await res.json()) as ErrorBody).violations, [{ propertyPath: 'name', message: 'Le nom du groupe doit être unique' }]);
    }
    const groups = (await get<HydraCollection<Group>>('/groups?itemsPerPage=100'))['hydra:member'];
    const evening = groups.find((g) => g.name === 'Code du soir — Orléans')!;
    const other = groups.find((g) => g.id !== evening.id)!;
    assert.equal((await patch(`/groups/${other.id}`, { name: 'code du soir — ORLÉANS' })).status, 422);
    assert.equal((await patch(`/groups/${evening.id}`, { name: 'Code du Soir — Orléans' })).status, 200, 'a group may change the case of its own name');
    // Two saves at once: the unique index decides, never two groups.
    const [first, second] = await Promise.all([send('POST', '/groups', { name: 'Stage été', agency: orleans }), send('POST', '/groups', { name: 'stage ÉTÉ', agency: orleans })]);
    assert.deepEqual([first.status, second.status].sort(), [201, 422]);
  });

  test('a learner of another agency is refused; another structure gets 404 on our groups', async () => {
    const [blois] = await learnersOf(t.ids.centre.agencies.blois, 1);
    const before = (await get<HydraCollection<Group>>('/groups'))['hydra:totalItems'];
    const res = await send('POST', '/groups', { name: 'Mélange', agency: t.ids.centre.agencies.orleans, learners: [blois!.id] });
    assert.equal(res.status, 422);
    assert.match(((await res.json()) as ErrorBody).violations?.[0]?.message ?? '', /n’appartient pas à l’agence du groupe/);
    assert.equal((await get<HydraCollection<Group>>('/groups'))['hydra:totalItems'], before);
    const ours = (await get<HydraCollection<Group>>('/groups'))['hydra:member'][0]!;
    await get(`/groups/${ours.id}`, port, 404);
    await get(`/group-learners?groupe=${ours.id}`, port, 404);
    await get('/group-learners', gerant, 400);
  });
});

describe('organisations', () => {
  test('list (10 or 10000), type filter without the C2. prefix, search, order; the types', async () => {
    const types = await get<HydraCollection<OrganizationType>>('/accountingDocs/organization-types');
    assert.ok(types['hydra:member'].some((type) => type.name === 'C2.OPCO'));
    const all = await get<HydraCollection<Organization>>('/accountingDocs/organizations?itemsPerPage=10000');
    assert.equal(all['hydra:totalItems'], 4);
    const opco = await get<HydraCollection<Organization>>('/accountingDocs/organizations?organizationType.name[]=OPCO&organizationType.name[]=CPF');
    assert.deepEqual(opco['hydra:member'].map((o) => o.organizationType.name).sort(), ['C2.CPF', 'C2.OPCO']);
    const prefixed = await get<HydraCollection<Organization>>('/accountingDocs/organizations?organizationType.name[]=C2.OPCO');
    assert.equal(prefixed['hydra:totalItems'], 1);
    const indexed = await get<HydraCollection<Organization>>('/accountingDocs/organizations?organizationType.name[0]=OPCO&organizationType.name[1]=CPF');
    assert.deepEqual(indexed['hydra:member'].map((o) => o.organizationType.name).sort(), ['C2.CPF', 'C2.OPCO'], 'the spec’s indexed form organizationType.name[i]');
    const search = await get<HydraCollection<Organization>>('/accountingDocs/organizations?simplesearch=travail');
    assert.deepEqual(search['hydra:member'].map((o) => o.name), ['France Travail Orléans']);
    const desc = await get<HydraCollection<Organization>>('/accountingDocs/organizations?order[name]=desc');
    assert.equal(desc['hydra:member'][0]?.name, 'Transports Loiret Express');
    await get('/accountingDocs/organizations?itemsPerPage=10001', gerant, 400);
    const portList = await get<HydraCollection<Organization>>('/accountingDocs/organizations', port);
    assert.ok(portList['hydra:member'].every((o) => o.agency.name === 'La Rochelle Port'));
  });

  test('create, edit; a duplicate name in the agency and a bad SIRET are refused on their fields', async () => {
    const type = (await get<HydraCollection<OrganizationType>>('/accountingDocs/organization-types?simplesearch=Employeur'))['hydra:member'][0]!;
    const res = await send('POST', '/accountingDocs/organizations', { name: 'Boulangerie Marchand', organizationType: type['@id'], agency: t.ids.centre.agencies.blois, siret: '', city: 'Blois' }, secretariat);
    assert.equal(res.status, 201);
    const org = (await res.json()) as JsonLd<Organization>;
    assert.equal(org.siret, null);
    const dup = await send('POST', '/accountingDocs/organizations', { name: 'Boulangerie Marchand', organizationType: type.id, agency: t.ids.centre.agencies.blois }, secretariat);
    assert.equal(dup.status, 422);
    const siret = await patch(`/accountingDocs/organizations/${org.id}`, { siret: '123' }, secretariat);
    assert.equal(siret.status, 422);
    const ok = await patch(`/accountingDocs/organizations/${org.id}`, { siret: '52147896300039', contactName: 'Mme Marchand' }, secretariat);
    assert.equal(((await ok.json()) as Organization).contactName, 'Mme Marchand');
    const badVat = await patch(`/accountingDocs/organizations/${org.id}`, { vatNumber: 'FR1234' }, secretariat);
    assert.equal(badVat.status, 422);
    assert.match(await badVat.text(), /vatNumber[\s\S]*Le N° de TVA intracommunautaire s’écrit FR suivi de 11 chiffres\./);
    const vat = await patch(`/accountingDocs/organizations/${org.id}`, { vatNumber: 'fr 44 732 829 320' }, secretariat);
    assert.equal(((await vat.json()) as Organization).vatNumber, 'FR44732829320', 'typed with spaces, stored compact');
    assert.equal((await t.app.request(org['@id'], bearer(secretariat, { method: 'DELETE' }))).status, 204);
  });

  test('deletion is refused while a learner’s training or another area’s document refers to it', async () => {
    const financing = await t.deps.db.selectFrom('learner_trainings').select('financier_id').where('financier_id', 'is not', null).executeTakeFirstOrThrow();
    const refused = await t.app.request(`/api/accountingDocs/organizations/${financing.financier_id}`, bearer(gerant, { method: 'DELETE' }));
    assert.equal(refused.status, 409);
    const refusal = (await refused.json()) as ErrorBody & { type?: string };
    assert.match(refusal.detail ?? '', /^La suppression de cet organisme n’est pas autorisée/);
    assert.equal(refusal.type, PROBLEM_TYPES.organisationDeleteRefused, 'the screen matches the code, not the text');

    // An invoice table of the accounting area (created later) refers to organizations: its foreign key is caught too.
    const type = (await get<HydraCollection<OrganizationType>>('/accountingDocs/organization-types'))['hydra:member'][0]!;
    const org = (await (await send('POST', '/accountingDocs/organizations', { name: 'Payeur de factures', organizationType: type.id, agency: t.ids.centre.agencies.tours })).json()) as Organization;
    await sql`create table test_invoices (id integer primary key, organization_id integer not null references organizations(id))`.execute(t.deps.db);
    await sql`insert into test_invoices (id, organization_id) values (1, ${org.id})`.execute(t.deps.db);
    const invoiced = await t.app.request(`/api/accountingDocs/organizations/${org.id}`, bearer(gerant, { method: 'DELETE' }));
    assert.equal(invoiced.status, 409);
    const invoicedRefusal = (await invoiced.json()) as ErrorBody & { type?: string };
    assert.match(invoicedRefusal.detail ?? '', /^La suppression de cet organisme n’est pas autorisée : des pièces comptables/);
    assert.equal(invoicedRefusal.type, PROBLEM_TYPES.organisationDeleteRefused);
    await get(`/accountingDocs/organizations/${org.id}`);
  });
});
