import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LearnerSituation, OperationHistory, Slot, SlotMonitor } from '../../../src/modules/planning/types';
import type { Agenda } from '../../../src/shared/references/planning';
import { pdfPlainText } from '../../../cli/smoke/pdf-text';
import { bearer, createTestApp, jsonBody, signIn, type TestApp } from '../helpers';
import { agendas, call, detail, learnersOf, list } from './fixtures';

let t: TestApp;
let gerant: string;
let port: string;
let byName: Record<string, Agenda>;
let slot: Slot;
let learners: { id: number; first_name: string; last_name: string; email: string | null }[];
const DAY = '2031-09-15';

before(async () => {
  t = await createTestApp();
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
  port = (await signIn(t.app, 'gerant@port.test')).token;
  byName = await agendas(t, gerant);
  const ids = (await learnersOf(t, t.ids.centre.agencies.orleans)).slice(0, 3);
  learners = await t.deps.db.selectFrom('learners').select(['id', 'first_name', 'last_name', 'email']).where('id', 'in', ids).orderBy('id').execute();
  const created = await call<Slot>(t, gerant, 'POST', '/plannings/slots', {
    agenda: byName['Salle de code Orléans']!.id,
    date: DAY,
    schedule: { startTime: '10:00', endTime: '16:00' },
    title: 'Stage code intensif',
    teamMember: byName['Julie Moreau']!.teamMember!.id,
    learners: learners.map((l) => l.id),
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  slot = created.body;
});
after(() => t.close());

async function file(path: string, token = gerant, init: RequestInit = {}) {
  const res = await t.app.request(`/api${path}`, { ...bearer(token), ...init, headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${token}` } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), disposition: decodeURIComponent(res.headers.get('content-disposition') ?? ''), bytes };
}

const outbox = () => t.deps.db.selectFrom('outbox_emails').selectAll().orderBy('id').execute();

describe('slot documents', () => {
  test('convocation PDF « Convocations-{title} », one page per learner', async () => {
    const res = await file(`/plannings/slot-convocation-pdf/${slot.id}`);
    assert.equal(res.status, 200);
    assert.equal(res.type, 'application/pdf');
    assert.match(res.disposition, /Convocations-Stage code intensif\.pdf/);
    const text = pdfPlainText(res.bytes);
    assert.match(text, /Convocation/);
    assert.match(text, /lundi 15 septembre 2031/);
    assert.match(text, /10h00 – 16h00/);
    for (const l of learners) assert.ok(text.includes(`Bonjour ${l.first_name} ${l.last_name}`), `${l.first_name} convoqué(e)`);
  });

  test('attendance sheet « Feuille d’émargement »: a signature cell per learner and half-day', async () => {
    const res = await file(`/plannings/slot-attendance-sheet-pdf/${slot.id}`);
    assert.equal(res.status, 200);
    assert.match(res.disposition, /Feuille d'émargement\.pdf/);
    const text = pdfPlainText(res.bytes);
    assert.match(text, /Feuille d'émargement/);
    assert.match(text, /Matin — signature/);
    assert.match(text, /Après-midi — signature/);
    for (const l of learners) assert.ok(text.includes(`${l.last_name.toUpperCase()} ${l.first_name}`));
    assert.ok(!text.includes('Sans objet'), 'a 10:00–16:00 slot covers both half-days');
  });

  test('a slot without learners has no convocation (422)', async () => {
    const empty = await call<Slot>(t, gerant, 'POST', '/plannings/slots', { agenda: byName['Karim Benali']!.id, date: DAY, schedule: { startTime: '09:00', endTime: '10:00' } });
    const res = await call(t, gerant, 'GET', `/plannings/slot-convocation-pdf/${empty.body.id}`);
    assert.equal(res.status, 422);
    assert.match(detail(res.body), /aucun apprenant à convoquer/);
  });

  test('convocations by e-mail go to the outbox with the PDF attached, each under its learner; without SMTP_URL they stay queued (202)', async () => {
    const before = (await outbox()).length;
    const res = await call<{ sent: number; skipped: string[]; sentAt: string | null }>(t, gerant, 'POST', '/plannings/slot-mail-convocation', { id: slot.id, data: { message: 'Apportez de quoi écrire.' } });
    assert.equal(res.status, 202);
    assert.equal(res.body.sentAt, null);
    const mails = (await outbox()).slice(before);
    assert.equal(mails.length, res.body.sent);
    assert.ok(mails.every((m) => m.status === 'queued' && m.document === 'convocation'));
    assert.deepEqual(mails.map((m) => m.learner_id).sort(), learners.filter((l) => l.email).map((l) => l.id).sort());
    assert.ok(mails.every((m) => m.subject.startsWith('Convocation — Stage code intensif le 15/09/2031')));
    assert.match(mails[0]!.body_text, /Apportez de quoi écrire/);
    const attachment = JSON.parse(mails[0]!.attachments_json)[0] as { filename: string; contentBase64: string };
    assert.equal(attachment.filename, 'Convocations-Stage code intensif.pdf');
    assert.match(pdfPlainText(Buffer.from(attachment.contentBase64, 'base64')), /Convocation/);
  });

  test('the same convocation is not sent twice within a minute: 409, nothing queued; a minute later it goes (issue 40)', async () => {
    const before = (await outbox()).length;
    const again = await call(t, gerant, 'POST', '/plannings/slot-mail-convocation', { id: slot.id });
    assert.equal(again.status, 409);
    assert.equal(detail(again.body), 'La convocation de ce créneau vient d’être envoyée : attendez une minute avant de l’envoyer à nouveau.');
    assert.equal((await outbox()).length, before);
    t.clock.advance(61);
    assert.equal((await call(t, gerant, 'POST', '/plannings/slot-mail-convocation', { id: slot.id })).status, 202);
  });

  test('a learner’s appointments (« Liste de RDV », withTeamMember) and attendance sheet from a date', async () => {
    const rdv = await file(`/plannings/slot-attendance-sheet-by-learner-pdf/${learners[0]!.id}?withTeamMember=true`);
    assert.equal(rdv.status, 200);
    assert.match(rdv.disposition, /Liste de RDV\.pdf/);
    const text = pdfPlainText(rdv.bytes);
    assert.match(text, /Liste de RDV/);
    assert.match(text, /Stage code intensif/);
    assert.match(text, /Julie Moreau/);
    const sheet = await file(`/plannings/slot-attendance-sheet-by-learner-pdf/${learners[0]!.id}?startDate=${DAY}`);
    assert.match(sheet.disposition, /Feuille d'émargement\.pdf/);
    assert.match(pdfPlainText(sheet.bytes), /15\/09\/2031/);
    assert.equal((await file(`/plannings/slot-attendance-sheet-by-learner-pdf/${learners[0]!.id}?startDate=2031-13-01`)).status, 400);
  });

  test('an agenda’s appointments over a period; the end before the start is refused', async () => {
    const res = await file(`/plannings/slot-rdv/${byName['Salle de code Orléans']!.id}?startDate=${DAY}&endDate=2031-09-21`);
    assert.equal(res.status, 200);
    assert.match(pdfPlainText(res.bytes), /Salle de code Orléans — du 15\/09\/2031 au 21\/09\/2031/);
    const reversed = await call(t, gerant, 'GET', `/plannings/slot-rdv/${byName['Salle de code Orléans']!.id}?startDate=2031-09-21&endDate=${DAY}`);
    assert.equal(reversed.status, 422);
    assert.equal((await call(t, port, 'GET', `/plannings/slot-rdv/${byName['Salle de code Orléans']!.id}?startDate=${DAY}&endDate=${DAY}`)).status, 404);
  });
});

describe('monitor, deadlines, mailings', () => {
  test('the slots monitor per agenda, and its PDF mailed on request', async () => {
    const monitor = await call<SlotMonitor>(t, gerant, 'GET', `/plannings/slots/monitor?startDate=${DAY}&endDate=2031-09-21&agenda[]=${byName['Salle de code Orléans']!.id}`);
    assert.equal(monitor.status, 200);
    assert.equal(monitor.body.rows.length, 1);
    assert.equal(monitor.body.rows[0]!.plannedMinutes, 360);
    assert.equal(monitor.body.rows[0]!.learnerCount, 3);
    const before = (await outbox()).length;
    const res = await file('/plannings/slot/monitor-pdf', gerant, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ startDate: DAY, endDate: '2031-09-21', email: 'direction@auto-ecole-centre.test' }) });
    assert.equal(res.status, 200);
    assert.match(pdfPlainText(res.bytes), /Moniteur des créneaux/);
    const mails = (await outbox()).slice(before);
    assert.deepEqual(mails.map((m) => m.to_address), ['direction@auto-ecole-centre.test']);
    const bad = await call(t, gerant, 'POST', '/plannings/slot/monitor-pdf', { startDate: '2031-09-21', endDate: DAY });
    assert.equal(bad.status, 422);
  });

  test('payment deadlines PDF of the learners planned in a period', async () => {
    const withDebt = await t.deps.db.selectFrom('learner_payment_deadlines').innerJoin('learners', 'learners.id', 'learner_payment_deadlines.learner_id').select(['learners.id', 'learners.last_name']).where('paid_at', 'is', null).where('learners.agency_id', '=', t.ids.centre.agencies.orleans).executeTakeFirstOrThrow();
    await call(t, gerant, 'POST', '/plannings/slots', { agenda: byName['François Petitjean']!.id, date: '2031-09-16', schedule: { startTime: '08:00', endTime: '09:00' }, learners: [withDebt.id] });
    const res = await file(`/plannings/payment-deadlines-pdf?startDate=${DAY}&endDate=2031-09-21`);
    assert.equal(res.status, 200);
    const text = pdfPlainText(res.bytes);
    assert.match(text, /Échéances de paiement/);
    assert.ok(text.includes(withDebt.last_name.toUpperCase()));
    assert.match(text, /Total reste dû/);
  });

  test('learner slots mail: e-mailed and answered as the PDF', async () => {
    const before = (await outbox()).length;
    const res = await file('/plannings/learner-slots-mail', gerant, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ learner: learners[0]!.id, startDate: DAY, email: 'parent@exemple.test' }) });
    assert.equal(res.status, 200);
    assert.match(pdfPlainText(res.bytes), /Liste de RDV/);
    assert.deepEqual((await outbox()).slice(before).map((m) => m.to_address), ['parent@exemple.test']);
  });

  test('planning mail (multipart: file, email, agendaId) and its bad input', async () => {
    const pdf = await file(`/plannings/slot-rdv/${byName['Salle de code Orléans']!.id}?startDate=${DAY}&endDate=${DAY}`);
    const form = (fields: Record<string, string>, withFile = true) => {
      const body = new FormData();
      if (withFile) body.append('file', new Blob([pdf.bytes], { type: 'application/pdf' }), 'Liste de RDV.pdf');
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      return body;
    };
    const send = (body: BodyInit, type?: string) =>
      t.app.request('/api/plannings/planning-mail', { method: 'POST', body, headers: { Authorization: `Bearer ${gerant}`, ...(type ? { 'Content-Type': type } : {}) } });
    const before = (await outbox()).length;
    const ok = await send(form({ email: 'moniteur@exemple.test', agendaId: String(byName['Salle de code Orléans']!.id) }));
    assert.equal(ok.status, 202, 'queued: this test app has no SMTP_URL');
    const mail = (await outbox()).slice(before);
    assert.equal(mail.length, 1);
    assert.equal(mail[0]!.subject, 'Planning — Salle de code Orléans');
    assert.equal((await send(form({ email: 'pas-une-adresse', agendaId: '1' }))).status, 422);
    assert.equal((await send(form({ email: 'a@b.fr', agendaId: '999999' }))).status, 422);
    assert.equal((await send(form({ email: 'a@b.fr', agendaId: String(byName['Salle de code Orléans']!.id) }, false))).status, 422);
    const malformed = await send('--xyz\r\nnot really multipart', 'multipart/form-data; boundary=abc');
    assert.ok([400, 422].includes(malformed.status), `malformed multipart: ${malformed.status}`);
    assert.equal((await t.app.request('/api/plannings/planning-mail', jsonBody('POST', { email: 'a@b.fr' }, gerant))).status, 415);
    assert.equal((await outbox()).length, before + 1, 'nothing else sent');
  });
});

describe('learner situations', () => {
  test('the learners planned on a date, with their hours and what they owe; other structure filters answer nothing', async () => {
    const body = await list<LearnerSituation>(t, gerant, `/learners/situation?itemsPerPage=500000&page=1&structureId=${t.ids.centre.structureId}&date=${DAY}&agendaId[]=${byName['Salle de code Orléans']!.id}`);
    assert.equal(body['hydra:totalItems'], 3);
    assert.deepEqual(new Set(body['hydra:member'].map((s) => s.learner.id)), new Set(learners.map((l) => l.id)));
    assert.ok(body['hydra:member'].every((s) => s.hoursPlanned >= 6 && s.startDate === `${DAY}T10:00`));
    const foreign = await list(t, gerant, `/learners/situation?itemsPerPage=500000&page=1&structureId=${t.ids.port.structureId}&date=${DAY}`);
    assert.equal(foreign['hydra:totalItems'], 0);
    assert.equal((await call(t, gerant, 'GET', '/learners/situation?itemsPerPage=500001')).status, 400);
  });

  test('the situation PDF « Situation des apprenants planifiés-{date}.pdf »', async () => {
    const res = await file(`/learners/situation-pdf?structureId=${t.ids.centre.structureId}&date=${DAY}`);
    assert.equal(res.status, 200);
    assert.match(res.disposition, /Situation des apprenants planifiés-15-09-2031\.pdf/);
    const text = pdfPlainText(res.bytes);
    assert.match(text, /Situation des apprenants planifiés/);
    for (const l of learners) assert.ok(text.includes(`${l.last_name.toUpperCase()} ${l.first_name}`));
  });
});

describe('operation histories', () => {
  test('20 per page, newest first; create a note; bulk deletion all or nothing', async () => {
    const page = await list<OperationHistory>(t, gerant, '/plannings/operation-histories');
    assert.ok(page['hydra:member'].length <= 20);
    const created = await call<OperationHistory>(t, gerant, 'POST', '/plannings/operation-histories', { action: 'note', description: 'Appel des parents de Léa', slot: slot.id });
    assert.equal(created.status, 201);
    const latest = await list<OperationHistory>(t, gerant, '/plannings/operation-histories?itemsPerPage=1');
    assert.equal(latest['hydra:member'][0]!.description, 'Appel des parents de Léa');
    const foreign = await call<OperationHistory>(t, port, 'POST', '/plannings/operation-histories', { action: 'note', description: 'Note du Port' });
    const refused = await call(t, gerant, 'POST', '/plannings/operation-histories/bulk', { ids: [created.body.id, foreign.body.id] });
    assert.equal(refused.status, 422);
    const done = await call<{ deleted: number }>(t, gerant, 'POST', '/plannings/operation-histories/bulk', { ids: [created.body.id] });
    assert.equal(done.body.deleted, 1);
    assert.equal((await call(t, gerant, 'POST', '/plannings/operation-histories/bulk', { ids: [] })).status, 422);
  });
});
