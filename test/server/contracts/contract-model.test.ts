import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LearnerContract, LearnerContractData } from '../../../src/modules/contracts/types';
import type { Learner } from '../../../src/modules/learners/types';
import type { JsonLd } from '../../../src/shared/api/hydra';
import { paymentSchedule } from '../../../server/resources/contracts/pdf';
import { apiAs, tvasOf, type Api } from '../accounting/client';
import { pdfText } from '../accounting/pdf-read';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { contractFromDefaults } from './contract-payload';

// Issue 37 item 11: the model contract of the arrêté of 11 October 2024 (ANTS mandate fees, learning
// booklet, billable competence reviews, payment schedule), its fees taken from the learner's invoice.
let t: TestApp;
let gerant: Api;
let secretariat: Api;
let learner: JsonLd<Learner>;

before(async () => {
  t = await createTestApp();
  gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
  secretariat = apiAs(t, (await signIn(t.app, 'secretariat@volant.test')).token);
  const orleans = t.ids.centre.agencies.orleans;
  const b = await t.deps.db.selectFrom('trainings').select('id').where('code', '=', 'B').executeTakeFirstOrThrow();
  const created = await secretariat.post<JsonLd<Learner>>('/learners', { civility: 'M.', firstName: 'Hugo', lastName: 'Perrin', email: 'hugo.perrin@exemple.test', birthDate: '2008-04-09', address: '3 rue Jeanne d’Arc', postalCode: '45000', city: 'Orléans', agency: orleans, registration: { training: b.id } });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  learner = created.body;
  await secretariat.post('/registrations/evaluations', { learner: learner.id, training: b.id, evaluationDate: '2026-11-02', forecastHours: 20 });
  // The agency's services for the model's article III prices, sold to the learner on an invoice.
  const tva = await tvasOf(t, orleans);
  const service = async (name: string, contractFee: string, unitPriceTtc: number) => {
    const res = await gerant.post<{ id: number }>('/products/services', { agency: orleans, name, unitPriceTtc, tva: tva['20'], contractFee, isActive: true });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return { label: name, quantity: 1, unitPriceTtc, tva: tva['20'], service: res.body.id };
  };
  const lines = [
    await service('Frais de mandat ANTS (inscription)', 'antsMandate', 30),
    await service('Livret d’apprentissage', 'booklet', 20),
    await service('Bilan de compétences', 'review', 45),
    await service('Frais de mandat ANTS (titre)', 'antsTitle', 25),
    { label: 'Leçon de conduite B (1 h)', quantity: 20, unitPriceTtc: 55, tva: tva['20'] },
  ];
  const invoice = await gerant.post('/accounting/invoices', { agency: orleans, learner: learner.id, lines });
  assert.equal(invoice.status, 201, JSON.stringify(invoice.body));
});
after(() => t.close());

describe('the 2024 model contract', () => {
  test('its article III fees come from the learner’s invoice, and the PDF follows the model clause by clause with its schedule', async () => {
    const data = (await secretariat.get<LearnerContractData>(`/contracts/Learner-contract-data/${learner.id}`)).body;
    assert.equal(data.defaults.feesSource.kind, 'invoice');
    assert.deepEqual([data.defaults.antsMandateFee, data.defaults.bookletFee, data.defaults.reviewFee, data.defaults.antsTitleFee, data.defaults.hourPrice], [30, 20, 45, 25, 55]);
    const d = data.defaults;
    const created = await secretariat.post<LearnerContract>('/contracts/learner-contract', {
      ...contractFromDefaults(learner.id, learner.training!.id, data),
      startDate: '2026-12-01',
      endDate: '2027-11-30',
      antsMandateFee: d.antsMandateFee,
      antsTitleFee: d.antsTitleFee,
      bookletFee: d.bookletFee,
      reviewFee: d.reviewFee,
      installments: 3,
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const contract = created.body;
    // 100 + 30 + 60 (the agency's services) + 30 + 20 + 45 + 25 + 20 h × 55.
    assert.equal(contract.totalAmount, 100 + 30 + 60 + 30 + 20 + 45 + 25 + 1100);
    assert.match(contract.model, /arrêté du 11 octobre 2024/);

    const pdf = await secretariat.get(`/contracts/learner-contract-display?contract=${contract.id}`);
    assert.equal(pdf.status, 200);
    const text = pdfText(pdf.bytes);
    for (const expected of [
      'Établi sur le modèle : contrat type de l’arrêté du 29 mai 2020, modifié par l’arrêté du 11 octobre 2024',
      'SARL au capital de 20 000 €',
      'RCS Orléans 812 345 678',
      'Assurance : MMA IARD, police n° 114 887 512',
      'Article I — Objet et durée du contrat',
      'Article II — Déroulement de la formation',
      '2.1. Évaluation préalable',
      '2.4. Évaluation des compétences durant la formation',
      'chaque bilan est facturé au prix de l’article III',
      '2.5. Présentation à l’épreuve pratique',
      'Article III — Prestations et tarifs',
      'Frais de mandat pour inscription sur le site de l’ANTS 1 30,00 €',
      'Livret d’apprentissage 1 20,00 €',
      'Bilan de compétences (prix unitaire, sur demande de l’élève) 1 45,00 €',
      'Frais de mandat pour la demande de fabrication du titre auprès de l’ANTS après réussite à l’examen 1 25,00 €',
      'tarif horaire : 55,00 €',
      'Total prévisionnel TTC 1 410,00 €',
      'Article IV — Modalités de paiement',
      'Échéancier : paiement en 3 échéances.',
      '1/3 01/12/2026 470,00 €',
      '2/3 01/01/2027 470,00 €',
      '3/3 01/02/2027 470,00 €',
      'Article V — Droit de rétractation',
      'Article VI — Résiliation',
      'Article VII — Médiation de la consommation',
    ]) {
      assert.ok(text.includes(expected), `« ${expected} » in ${text}`);
    }
  });

  test('the schedule always adds up to the total, the odd cents on the first instalment, month ends kept', () => {
    const schedule = paymentSchedule(100_001, 3, '2027-01-31');
    assert.deepEqual(schedule.map((i) => [i.date, i.cents]), [['2027-01-31', 33_335], ['2027-02-28', 33_333], ['2027-03-31', 33_333]]);
    assert.equal(schedule.reduce((sum, i) => sum + i.cents, 0), 100_001);
  });
});
