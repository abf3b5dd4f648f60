import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { PaymentDeadlinesTooltip, Slot, SlotLearner, SlotSummary } from '../../../src/modules/planning/types';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import type { Agenda } from '../../../src/shared/references/planning';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { agendas, call, detail, learnersOf, list, MONDAY } from './fixtures';

let t: TestApp;
let gerant: string;
let formateur: string;
let port: string;
let byName: Record<string, Agenda>;
let orleans: number[];
before(async () => {
  t = await createTestApp();
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
  formateur = (await signIn(t.app, 'formateur@volant.test')).token;
  port = (await signIn(t.app, 'gerant@port.test')).token;
  byName = await agendas(t, gerant);
  orleans = await learnersOf(t, t.ids.centre.agencies.orleans);
});
after(() => t.close());

const lesson = (agenda: string, date: string, startTime: string, endTime: string, extra: Record<string, unknown> = {}) => ({
  agenda: `/api/plannings/agendas/${byName[agenda]!.id}`,
  date,
  schedule: { startTime, endTime },
  ...extra,
});
const slotCount = async () => Number((await t.deps.db.selectFrom('planning_slots').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('creating slots', () => {
  test('a slot takes the agenda’s trainer and the default activity, and is logged', async () => {
    const res = await call<Slot>(t, gerant, 'POST', '/plannings/slots', lesson('François Petitjean', MONDAY, '10:00', '11:00', { learners: [orleans[0]] }));
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.teamMember?.firstName, 'François');
    assert.equal(res.body.activity?.name, 'Leçon de conduite');
    assert.equal(res.body.slotLearners.length, 1);
    assert.equal(res.body.startDate, `${MONDAY}T10:00`);
    const ops = await list<{ description: string }>(t, gerant, `/plannings/operation-histories?slot=${res.body.id}`);
    assert.match(ops['hydra:member'][0]!.description, /^Créneau créé/);
  });

  test('overlaps answer 409 with a French message: same trainer, same vehicle, same learner, same agenda', async () => {
    const peugeot = (await call<HydraCollection<{ id: number; name: string }>>(t, gerant, 'GET', '/materials/resources?simplesearch=Peugeot')).body['hydra:member'][0]!;
    const first = await call<Slot>(t, gerant, 'POST', '/plannings/slots', lesson('Julie Moreau', MONDAY, '14:00', '15:00', { resource: peugeot.id, learners: [orleans[1]] }));
    assert.equal(first.status, 201, JSON.stringify(first.body));
    const before = await slotCount();

    const sameTrainer = await call(t, gerant, 'POST', '/plannings/slots', lesson('François Petitjean', MONDAY, '10:30', '11:30'));
    assert.equal(sameTrainer.status, 409);
    assert.match(detail(sameTrainer.body), /^Conflit de planning : l’agenda « François Petitjean » a déjà un créneau le 10\/03\/2031 de 10:00 à 11:00/);

    const vehicle = await call(t, gerant, 'POST', '/plannings/slots', lesson('François Petitjean', MONDAY, '14:30', '15:30', { resource: peugeot.id }));
    assert.equal(vehicle.status, 409);
    assert.match(detail(vehicle.body), /le véhicule « Peugeot 208 » est déjà réservé le 10\/03\/2031 de 14:00 à 15:00/);

    const learner = await call(t, gerant, 'POST', '/plannings/slots', lesson('François Petitjean', MONDAY, '14:45', '15:45', { learners: [orleans[1]] }));
    assert.equal(learner.status, 409);
    assert.match(detail(learner.body), /a déjà un créneau le 10\/03\/2031 de 14:00 à 15:00 \(agenda « Julie Moreau »\)/);

    const trainerElsewhere = await call(t, gerant, 'POST', '/plannings/slots', lesson('Salle de code Orléans', MONDAY, '14:00', '16:00', { teamMember: byName['Julie Moreau']!.teamMember!.id }));
    assert.equal(trainerElsewhere.status, 409);
    assert.match(detail(trainerElsewhere.body), /Julie Moreau a déjà un créneau/);

    assert.equal(await slotCount(), before, 'nothing saved');
    const adjacent = await call(t, gerant, 'POST', '/plannings/slots', lesson('François Petitjean', MONDAY, '11:00', '12:00'));
    assert.equal(adjacent.status, 201, 'back-to-back slots do not overlap');
  });

  test('a background slot makes the agenda unavailable', async () => {
    const block = await call<Slot>(t, gerant, 'POST', '/plannings/slot/background', lesson('Karim Benali', MONDAY, '08:00', '12:00', { title: 'Formation continue' }));
    assert.equal(block.status, 201);
    assert.equal(block.body.isBackground, true);
    const refused = await call(t, gerant, 'POST', '/plannings/slots', lesson('Karim Benali', MONDAY, '09:00', '10:00'));
    assert.equal(refused.status, 409);
    assert.match(detail(refused.body), /est indisponible le 10\/03\/2031 de 08:00 à 12:00 \(Formation continue\)/);
    assert.equal((await call(t, gerant, 'POST', '/plannings/slot/background', lesson('Karim Benali', MONDAY, '13:00', '14:00', { learners: [1] }))).status, 422, 'no learners on a background slot');
  });

  test('bad input: end before start, outside the agenda’s hours, unknown agenda, learner of another structure; nothing saved', async () => {
    const before = await slotCount();
    const reversed = await call(t, gerant, 'POST', '/plannings/slots', lesson('François Petitjean', MONDAY, '16:00', '15:00'));
    assert.equal(reversed.status, 422);
    assert.equal((reversed.body as { violations: { propertyPath: string; message: string }[] }).violations[0]?.propertyPath, 'schedule.endTime');
    const early = await call(t, gerant, 'POST', '/plannings/slots', lesson('François Petitjean', MONDAY, '06:00', '07:00'));
    assert.equal(early.status, 422);
    assert.match(detail(early.body), /horaires de l’agenda « François Petitjean » \(08:00–19:00\)/);
    const unknown = await call(t, gerant, 'POST', '/plannings/slots', { agenda: 999_999, date: MONDAY, schedule: { startTime: '10:00', endTime: '11:00' } });
    assert.equal(unknown.status, 422);
    assert.match(detail(unknown.body), /Cet agenda est inconnu/);
    const portLearner = (await learnersOf(t, t.ids.port.agencyId))[0]!;
    const foreign = await call(t, gerant, 'POST', '/plannings/slots', lesson('François Petitjean', MONDAY, '17:00', '18:00', { learners: [portLearner] }));
    assert.equal(foreign.status, 422);
    assert.match(detail(foreign.body), /n’appartient pas à votre structure/);
    const badDate = await call(t, gerant, 'POST', '/plannings/slots', lesson('François Petitjean', '2031-02-30', '17:00', '18:00'));
    assert.equal(badDate.status, 422);
    const unknownField = await call(t, gerant, 'POST', '/plannings/slots', lesson('François Petitjean', MONDAY, '17:00', '18:00', { structure: 2 }));
    assert.equal(unknownField.status, 422);
    assert.equal(await slotCount(), before);
  });
});

describe('a slot’s own answer', () => {
  test('GET and PATCH name every link of the slot as its calendar entry does', async () => {
    const orleansId = t.ids.centre.agencies.orleans;
    const db = t.deps.db;
    const structure = t.ids.centre.structureId;
    const service = (await db.selectFrom('services').select('id').where('structure_id', '=', structure).where('agency_id', '=', orleansId).orderBy('id').executeTakeFirstOrThrow()).id;
    const location = (await db.selectFrom('appointment_locations').select('id').where('structure_id', '=', structure).orderBy('id').executeTakeFirstOrThrow()).id;
    const resource = (await db.selectFrom('material_resources').select('id').where('structure_id', '=', structure).orderBy('id').executeTakeFirstOrThrow()).id;
    const created = await call<HydraCollection<Slot>>(t, gerant, 'POST', '/plannings/slot/recurrent', {
      ...lesson('Karim Benali', '2031-06-02', '08:00', '09:00', {
        service: `/api/services/${service}`,
        location: `/api/appointment_locations/${location}`,
        resource: `/api/material_resources/${resource}`,
        learners: [orleans[3]],
      }),
      recurrence: { frequency: 'weekly', interval: 1, count: 2 },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body['hydra:member'][0]!.id;
    const patched = await call<Slot>(t, gerant, 'PATCH', `/plannings/slots/${id}`, { comment: 'Apporter le livret' });
    assert.equal(patched.status, 200, JSON.stringify(patched.body));
    const item = await call<Slot>(t, gerant, 'GET', `/plannings/slots/${id}`);
    const calendar = await list<SlotSummary>(t, gerant, `/plannings/slots?agenda[]=${byName['Karim Benali']!.id}&date[after]=2031-06-02&date[before]=2031-06-02`);
    const entry = calendar['hydra:member'].find((s) => s.id === id);
    assert.ok(entry);
    // An item answer names its JSON-LD context and all its learners; a collection's members share the collection's context and name the first learners.
    const withoutContext = ({ slotLearners, ...body }: Slot): SlotSummary => {
      assert.equal(slotLearners.length, body.learnerCount);
      return Object.fromEntries(Object.entries(body).filter(([key]) => key !== '@context')) as unknown as SlotSummary;
    };
    assert.equal((item.body as unknown as Record<string, unknown>)['@context'], '/api/contexts/Slot');
    assert.deepEqual(withoutContext(item.body), entry);
    assert.deepEqual(withoutContext(patched.body), entry);
    const named = entry as unknown as Record<string, { name?: string } | null>;
    for (const link of ['agenda', 'agency', 'activity', 'service', 'location', 'resource', 'recurrence']) assert.ok(named[link], `${link} is named`);
    assert.equal(entry.comment, 'Apporter le livret');
  });
});

describe('recurrent slots', () => {
  test('expands the rule, answers every occurrence, and the tooltip numbers them', async () => {
    const res = await call<HydraCollection<Slot>>(t, gerant, 'POST', '/plannings/slot/recurrent', {
      ...lesson('Karim Benali', '2031-04-02', '16:00', '17:00', { learners: [(await learnersOf(t, t.ids.centre.agencies.blois))[0]] }),
      recurrence: { frequency: 'weekly', interval: 1, count: 5 },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const dates = res.body['hydra:member'].map((s) => s.date);
    assert.deepEqual(dates, ['2031-04-02', '2031-04-09', '2031-04-16', '2031-04-23', '2031-04-30']);
    assert.ok(res.body['hydra:member'].every((s) => s.recurrence?.id === res.body['hydra:member'][0]!.recurrence?.id));
    const tip = await call<{ occurrence: { index: number; total: number } }>(t, gerant, 'GET', `/plannings/occurrence-tooltip?slot=${res.body['hydra:member'][2]!.id}`);
    assert.deepEqual(tip.body.occurrence, { index: 3, total: 5 });
  });

  test('without an end: 422; one conflicting occurrence: 409 and none saved', async () => {
    const noEnd = await call(t, gerant, 'POST', '/plannings/slot/recurrent', { ...lesson('Karim Benali', '2031-05-05', '10:00', '11:00'), recurrence: { frequency: 'weekly' } });
    assert.equal(noEnd.status, 422);
    assert.match(JSON.stringify(noEnd.body), /doit avoir une fin/);
    const before = await slotCount();
    const clash = await call(t, gerant, 'POST', '/plannings/slot/recurrent', { ...lesson('Karim Benali', '2031-03-26', '16:30', '17:30'), recurrence: { frequency: 'weekly', interval: 1, until: '2031-04-20' } });
    assert.equal(clash.status, 409);
    assert.match(detail(clash.body), /le 02\/04\/2031 de 16:00 à 17:00/);
    assert.equal(await slotCount(), before);
  });
});

describe('moving, resizing, deleting', () => {
  test('PATCH /plannings/slots/{id} and /plannings/slot/{id} move and resize, with the same checks', async () => {
    const created = await call<Slot>(t, gerant, 'POST', '/plannings/slots', lesson('François Petitjean', '2031-03-11', '09:00', '10:00'));
    const moved = await call<Slot>(t, gerant, 'PATCH', `/plannings/slots/${created.body.id}`, { date: '2031-03-12', schedule: { startTime: '15:00', endTime: '16:00' } });
    assert.equal(moved.status, 200);
    assert.equal(moved.body.date, '2031-03-12');
    const resized = await call<Slot>(t, gerant, 'PATCH', `/plannings/slot/${created.body.id}`, { schedule: { startTime: '15:00', endTime: '17:00' } });
    assert.equal(resized.body.schedule.endTime, '17:00');
    const onto = await call(t, gerant, 'PATCH', `/plannings/slots/${created.body.id}`, { date: MONDAY, schedule: { startTime: '10:00', endTime: '11:00' } });
    assert.equal(onto.status, 409);
    const ops = await list<{ action: string; description: string }>(t, gerant, `/plannings/operation-histories?slot=${created.body.id}&action=slot_moved`);
    assert.ok(
      ops['hydra:member'].some((op) => /^Créneau déplacé : .* du 11\/03\/2031 09:00–10:00 .* au 12\/03\/2031 15:00–16:00/.test(op.description)),
      ops['hydra:member'].map((op) => op.description).join('\n'),
    );
    // A resize is told as a resize, not a move (issue 40).
    const resizes = await list<{ action: string; description: string }>(t, gerant, `/plannings/operation-histories?slot=${created.body.id}&action=slot_resized`);
    assert.deepEqual(
      resizes['hydra:member'].map((op) => op.description),
      ['Créneau redimensionné : Leçon de conduite — le 12/03/2031, de 15:00–16:00 à 15:00–17:00 (François Petitjean)'],
    );
    assert.equal(ops['hydra:member'].length, 1, 'the resize is not logged as a move');
    assert.equal((await call(t, gerant, 'DELETE', `/plannings/slots/${created.body.id}`)).status, 204);
    assert.equal((await call(t, gerant, 'GET', `/plannings/slots/${created.body.id}`)).status, 404);
  });

  test('deleting an occurrence and the following ones of a recurrence', async () => {
    const res = await call<HydraCollection<Slot>>(t, gerant, 'POST', '/plannings/slot/recurrent', { ...lesson('Isabelle Roche', '2031-06-02', '09:00', '10:00'), recurrence: { frequency: 'daily', interval: 1, count: 4 } });
    const third = res.body['hydra:member'][2]!;
    assert.equal((await call(t, gerant, 'DELETE', `/plannings/slots/${third.id}?scope=following`)).status, 204);
    const left = await list<Slot>(t, gerant, `/plannings/slots?recurrence=${third.recurrence!.id}`);
    assert.deepEqual(left['hydra:member'].map((s) => s.date), ['2031-06-02', '2031-06-03']);
  });

  test('a trainer changes only their own agenda’s slots', async () => {
    const own = await call<Slot>(t, formateur, 'POST', '/plannings/slots', lesson('François Petitjean', '2031-03-13', '08:00', '09:00'));
    assert.equal(own.status, 201);
    const other = await call(t, formateur, 'POST', '/plannings/slots', lesson('Julie Moreau', '2031-03-13', '08:00', '09:00'));
    assert.equal(other.status, 403);
  });
});

describe('slot learners', () => {
  test('add, excuse, remove; capacity and duplicates refused', async () => {
    const created = await call<Slot>(t, gerant, 'POST', '/plannings/slots', lesson('Salle de code Orléans', '2031-03-14', '18:00', '20:00', { capacity: 2, learners: [orleans[5]] }));
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const added = await call<SlotLearner>(t, gerant, 'POST', '/plannings/slot-learners', { slot: created.body['@id' as never] as string, learner: `/api/learners/${orleans[6]}` });
    assert.equal(added.status, 201, JSON.stringify(added.body));
    assert.equal((await call(t, gerant, 'POST', '/plannings/slot-learners', { slot: created.body.id, learner: orleans[6] })).status, 409);
    const full = await call(t, gerant, 'POST', '/plannings/slot-learners', { slot: created.body.id, learner: orleans[7] });
    assert.equal(full.status, 409);
    assert.match(detail(full.body), /complet/);
    const excused = await call<SlotLearner>(t, gerant, 'PATCH', `/plannings/slot-learners/${added.body.id}`, { isExcused: true });
    assert.equal(excused.body.isExcused, true);
    assert.equal((await call(t, gerant, 'DELETE', `/plannings/slot-learners/${added.body.id}`)).status, 204);
    const slot = await call<Slot>(t, gerant, 'GET', `/plannings/slots/${created.body.id}`);
    assert.equal(slot.body.slotLearners.length, 1);
    const unknownSlot = await call(t, gerant, 'POST', '/plannings/slot-learners', { slot: 999_999, learner: orleans[7] });
    assert.equal(unknownSlot.status, 422);
  });

  test('a learner already in an overlapping slot is refused unless excused there', async () => {
    const a = await call<Slot>(t, gerant, 'POST', '/plannings/slots', lesson('François Petitjean', '2031-03-17', '10:00', '11:00', { learners: [orleans[8]] }));
    const b = await call<Slot>(t, gerant, 'POST', '/plannings/slots', lesson('Julie Moreau', '2031-03-17', '10:00', '11:00'));
    const refused = await call(t, gerant, 'POST', '/plannings/slot-learners', { slot: b.body.id, learner: orleans[8] });
    assert.equal(refused.status, 409);
    await call(t, gerant, 'PATCH', `/plannings/slots/${a.body.id}`, { isExcused: true });
    assert.equal((await call(t, gerant, 'POST', '/plannings/slot-learners', { slot: b.body.id, learner: orleans[8] })).status, 201);
  });
});

describe('reading', () => {
  test('the calendar window: agenda[], date bounds, up to 5000; a learner’s slots', async () => {
    const ids = [byName['François Petitjean']!.id, byName['Julie Moreau']!.id];
    const body = await list<Slot>(t, gerant, `/plannings/slots?agenda[]=${ids[0]}&agenda[]=${ids[1]}&date[after]=2031-03-10&date[before]=2031-03-16&itemsPerPage=5000`);
    assert.ok(body['hydra:member'].length >= 4);
    assert.ok(body['hydra:member'].every((s) => ids.includes(s.agenda.id) && s.date >= '2031-03-10' && s.date <= '2031-03-16'));
    assert.equal((await call(t, gerant, 'GET', '/plannings/slots?itemsPerPage=5001')).status, 400);
    const learnerSlots = await list<SlotSummary>(t, gerant, `/plannings/slots?itemsPerPage=5000&page=1&slotLearners.learner=${orleans[0]}`);
    assert.ok(learnerSlots['hydra:member'].every((s) => s.firstLearners[0]?.learner.id === orleans[0]));
    assert.ok(learnerSlots['hydra:member'].some((s) => s.date === MONDAY));
  });

  test('another structure sees none of our slots', async () => {
    const ours = await list<Slot>(t, gerant, '/plannings/slots?itemsPerPage=1');
    assert.equal((await call(t, port, 'GET', `/plannings/slots/${ours['hydra:member'][0]!.id}`)).status, 404);
    assert.equal((await call(t, port, 'DELETE', `/plannings/slots/${ours['hydra:member'][0]!.id}`)).status, 404);
    const theirs = await list<Slot>(t, port, '/plannings/slots?itemsPerPage=100');
    assert.equal(theirs['hydra:totalItems'], 3);
  });

  test('agenda and payment deadline tooltips', async () => {
    const agenda = await call<{ week: { slotCount: number } }>(t, gerant, 'GET', `/plannings/agenda-tooltip?agenda=${byName['François Petitjean']!.id}&date=${MONDAY}`);
    assert.equal(agenda.status, 200);
    assert.ok(agenda.body.week.slotCount >= 2);
    const withDebt = await t.deps.db.selectFrom('learner_payment_deadlines').select('learner_id').where('paid_at', 'is', null).where('agency_id', '=', t.ids.centre.agencies.orleans).executeTakeFirstOrThrow();
    const slot = await call<Slot>(t, gerant, 'POST', '/plannings/slots', lesson('François Petitjean', '2031-03-18', '08:00', '09:00', { learners: [withDebt.learner_id] }));
    const tip = await call<PaymentDeadlinesTooltip>(t, gerant, 'GET', `/plannings/payment-deadlines-tooltip?slot=${slot.body.id}`);
    const [learner] = tip.body.learners;
    assert.ok(learner!.deadlines.length >= 1, 'the payment schedule is listed');
    assert.ok(learner!.balance.owed >= learner!.deadlines.reduce((sum, d) => sum + d.amount, 0), 'the unpaid instalments are owed');
    assert.equal(learner!.balance.due + learner!.balance.upcoming, learner!.balance.owed, 'échu + à échoir = reste dû');
  });
});
