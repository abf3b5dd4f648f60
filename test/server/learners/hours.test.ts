import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ErrorBody, HydraCollection, JsonLd } from '../../../src/shared/api/hydra';
import type { ContractAmendment, LearnerContract, LearnerContractData } from '../../../src/modules/contracts/types';
import type { Learner, LearnerDetails, LearnerHours } from '../../../src/modules/learners/types';
import type { LearnerSituation, OccurrenceTooltip } from '../../../src/modules/planning/types';
import { bearer, createTestApp, jsonBody, signIn, type TestApp } from '../helpers';

// Issue 37 item 7: « Effectuées 6 h » on the tracking tab against « 3 h réalisées » in the slot
// details, and a second contract over a signed one that made an amendment read « 53 h achetées ».
let t: TestApp;
let gerant: string;
let secretariat: string;
before(async () => {
  t = await createTestApp();
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
  secretariat = (await signIn(t.app, 'secretariat@volant.test')).token;
});
after(() => t.close());

async function get<T>(path: string, token = secretariat): Promise<T> {
  const res = await t.app.request(`/api${path}`, bearer(token));
  assert.equal(res.status, 200, path);
  return (await res.json()) as T;
}
const send = (method: string, path: string, body: unknown, token = secretariat) => t.app.request(`/api${path}`, jsonBody(method, body, token));
const patch = (path: string, body: unknown, token = secretariat) =>
  t.app.request(`/api${path}`, { method: 'PATCH', headers: { 'Content-Type': 'application/merge-patch+json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });

describe('one count of a learner’s hours', () => {
  test('the tracking tab, the record’s summary, the slot details and the situations read the same hours done and planned', async () => {
    // Every demo learner of a lesson marked « Réalisé » in the centre's agencies.
    const slots = await t.deps.db
      .selectFrom('planning_slots as s')
      .innerJoin('planning_slot_learners as sl', 'sl.slot_id', 's.id')
      .select(['s.id', 's.date', 'sl.learner_id'])
      .where('s.structure_id', '=', t.ids.centre.structureId)
      .where('s.status', '=', 'done')
      .orderBy('s.date', 'desc')
      .limit(8)
      .execute();
    assert.ok(slots.length > 0, 'the demo has lessons done');
    // The measured case: the service journal said 6 h where the planning said 3 h.
    let differing = 0;
    for (const slot of slots) {
      const hours = await get<LearnerHours>(`/learner/hours/${slot.learner_id}`, gerant);
      const details = await get<LearnerDetails>(`/learner/details/${slot.learner_id}`, gerant);
      const tooltip = await get<OccurrenceTooltip>(`/plannings/occurrence-tooltip?slot=${slot.id}`, gerant);
      const situations = await get<HydraCollection<LearnerSituation>>(`/learners/situation?date=${slot.date}&itemsPerPage=100`, gerant);
      const inTooltip = tooltip.learners.find((l) => l.id === slot.learner_id)!;
      const inSituation = situations['hydra:member'].find((s) => s.learner.id === slot.learner_id)!;
      const label = `learner ${slot.learner_id}`;
      assert.deepEqual([hours.done, hours.planned], [inTooltip.hoursDone, inTooltip.hoursPlanned], `${label}: tracking tab = slot details`);
      assert.deepEqual([details.hours.done, details.hours.planned], [hours.done, hours.planned], `${label}: record summary = tracking tab`);
      assert.deepEqual([inSituation.hoursDone, inSituation.hoursPlanned], [hours.done, hours.planned], `${label}: situations = tracking tab`);
      assert.equal(hours.remaining, Math.max(0, Math.round((hours.contracted - hours.done) * 100) / 100));
      const journal = await t.deps.db.selectFrom('service_journals').select('duration_minutes').where('learner_id', '=', slot.learner_id).where('used', '=', 1).execute();
      if (journal.reduce((sum, j) => sum + j.duration_minutes, 0) / 60 !== hours.done) differing += 1;
    }
    assert.ok(differing > 0, 'the demo holds learners whose service journal differs from their lessons done');
  });
});

describe('one signed contract per training and period', () => {
  let learner: JsonLd<Learner>;
  let data: LearnerContractData;
  const payload = (over: Record<string, unknown> = {}) => ({
    learner: learner['@id'],
    training: learner.training!.id,
    evaluationDate: '2026-11-20',
    forecastHours: 30,
    startDate: '2026-11-23',
    endDate: '2027-11-22',
    registrationFee: 90,
    hourPrice: 50,
    theoryPrice: 250,
    examFee: 60,
    programme: data.defaults.programme,
    paymentTerms: data.defaults.paymentTerms,
    installments: 1,
    mediatorName: data.defaults.mediatorName,
    mediatorContact: data.defaults.mediatorContact,
    ...over,
  });
  const signContract = async (id: number) => {
    assert.equal((await patch(`/contracts/learner-contract/${id}`, { action: 'validate' }, gerant)).status, 200);
    return patch(`/contracts/learner-contract/${id}`, { action: 'sign', signedPlace: 'Orléans' });
  };

  before(async () => {
    const b = await t.deps.db.selectFrom('trainings').select('id').where('code', '=', 'B').executeTakeFirstOrThrow();
    const res = await send('POST', '/learners', { civility: 'Mme', firstName: 'Lina', lastName: 'Roussel', email: 'lina.roussel@exemple.test', birthDate: '2007-05-04', agency: t.ids.centre.agencies.orleans, registration: { training: b.id } });
    assert.equal(res.status, 201);
    learner = (await res.json()) as JsonLd<Learner>;
    data = await get<LearnerContractData>(`/contracts/Learner-contract-data/${learner.id}`);
  });

  test('a second contract over a signed one is refused, naming the signed one; its amendment counts its hours once (33 h, not 53 h)', async () => {
    // Two drafts written before either is signed: once the first is signed, the second cannot be.
    const first = (await (await send('POST', '/contracts/learner-contract', payload())).json()) as LearnerContract;
    const twin = (await (await send('POST', '/contracts/learner-contract', payload({ forecastHours: 20 }))).json()) as LearnerContract;
    assert.equal((await signContract(first.id)).status, 200);
    const refusedSign = await patch(`/contracts/learner-contract/${twin.id}`, { action: 'validate' }, gerant);
    assert.equal(refusedSign.status, 409);
    assert.match(((await refusedSign.json()) as ErrorBody).detail ?? '', new RegExp(`Le contrat ${first.number}, signé, couvre déjà cette formation du 23/11/2026 au 22/11/2027`));

    const second = await send('POST', '/contracts/learner-contract', payload({ forecastHours: 20, startDate: '2027-01-04', endDate: '2027-12-31' }));
    assert.equal(second.status, 422);
    const violation = ((await second.json()) as ErrorBody).violations?.find((v) => v.propertyPath === 'startDate');
    assert.match(violation?.message ?? '', new RegExp(`Le contrat ${first.number}, signé.*établissez un avenant`));

    const amendment = (await (await send('POST', '/contracts/contract-amendment', { contract: first.id, extraHours: 3, hourPrice: 50, reason: 'Heures supplémentaires' })).json()) as ContractAmendment;
    await patch(`/contracts/contract-amendment/${amendment.id}`, { action: 'validate' }, gerant);
    assert.equal((await patch(`/contracts/contract-amendment/${amendment.id}`, { action: 'sign' })).status, 200);
    assert.equal((await get<LearnerHours>(`/learner/hours/${learner.id}`)).contracted, 33);

    // A contract after the signed one ends is a new contract, not an overlap.
    const next = await send('POST', '/contracts/learner-contract', payload({ forecastHours: 10, evaluationDate: '2026-11-20', startDate: '2027-11-23', endDate: '2028-06-30' }));
    assert.equal(next.status, 201);
  });
});
