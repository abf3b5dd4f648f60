import { deName } from '../../src/shared/i18n/elision';
import type { Insertable, Kysely } from 'kysely';
import type { AppDeps } from '../core/env';
import type { Database } from '../db/schema';
import type { LearnerContractsTable } from '../db/tables/learners';
import { PdfWriter } from '../pdf/document';
import { storeFile } from '../core/uploads';
import { CONTRACT_DEFAULTS } from '../resources/contracts/defaults';
import { DEMO_MEDIATOR } from './mediator';
import { seededRandom } from './people';
import { seedApplicationRegistrations, seedGroups } from './learner-groups';
import type { DemoIds, Seeder } from './types';

type Db = Kysely<Database>;

const FEMALE = new Set(['Léa', 'Emma', 'Chloé', 'Manon', 'Camille', 'Inès', 'Jade', 'Louise', 'Zoé', 'Sarah', 'Clara', 'Lina', 'Anaïs', 'Océane', 'Margaux', 'Juliette', 'Mathilde', 'Élise', 'Nina', 'Maëlys']);
const STREETS = ['rue Jeanne d’Arc', 'rue de Bourgogne', 'avenue de Paris', 'boulevard Alexandre Martin', 'rue du Faubourg Bannier', 'rue des Carmes', 'allée des Tilleuls', 'rue Porte Chartraine'];
const OBSERVATIONS = [
  'Bonne maîtrise du véhicule à allure lente ; travailler les démarrages en côte.',
  'Regards et rétroviseurs à systématiser avant chaque changement de direction.',
  'Très à l’aise en circulation urbaine. Prévoir une leçon sur voie rapide.',
  'Stress important lors de la dernière leçon : reprendre les giratoires calmement.',
  'Code obtenu le mois dernier, motivation excellente.',
  'Placement sur la chaussée encore hésitant en virage.',
  'Examen blanc réussi (26 points sur 31) : peut être présenté à l’examen.',
  'Absent sans prévenir à la leçon de mardi : rappel de la règle des 48 heures fait.',
];
const LESSONS = ['Leçon de conduite', 'Leçon de conduite', 'Leçon de conduite sur voie rapide', 'Leçon de conduite de nuit', 'Examen blanc'];

const day = 86_400_000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (iso: string, days: number) => isoDate(new Date(Date.parse(`${iso.slice(0, 10)}T12:00:00Z`) + days * day));

/** A small real PDF standing for a scanned identity document (demo only). */
async function demoScan(title: string, holder: string): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({ title, footer: 'Document de démonstration — Volant' });
  pdf.heading(title);
  pdf.keyValues([
    ['Titulaire', holder],
    ['Nature', 'Copie numérisée fournie par l’apprenant'],
  ]);
  pdf.text('Ce document de démonstration remplace la copie numérisée réelle.', { muted: true });
  return pdf.save();
}

async function seedStructure(deps: AppDeps, structureId: number, users: { trainer: number | null; staff: number | null }, random: () => number, withDocuments: boolean) {
  const db: Db = deps.db;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const learners = await db
    .selectFrom('learners')
    .innerJoin('agencies', 'agencies.id', 'learners.agency_id')
    .select(['learners.id', 'learners.first_name', 'learners.last_name', 'learners.agency_id', 'learners.training_id', 'learners.is_prospect', 'learners.archived', 'learners.created_at', 'learners.neph', 'agencies.city', 'agencies.postal_code'])
    .where('learners.structure_id', '=', structureId)
    .orderBy('learners.id')
    .execute();
  const trainings = await db.selectFrom('trainings').select(['id', 'code']).execute();
  const fields = await db.selectFrom('training_fields').select(['id', 'training_code']).execute();
  const organisations = await db.selectFrom('organizations').select(['id', 'agency_id']).where('structure_id', '=', structureId).execute();
  const today = isoDate(deps.now());

  await db.transaction().execute(async (trx) => {
    // Identity details the core demo data leaves out.
    for (const [index, l] of learners.entries()) {
      await trx
        .updateTable('learners')
        .set({
          civility: FEMALE.has(l.first_name) ? 'Mme' : 'M.',
          address: `${3 + ((index * 7) % 90)} ${STREETS[index % STREETS.length]}`,
          postal_code: l.postal_code,
          city: l.city,
        })
        .where('id', '=', l.id)
        .execute();
    }

    const registered = learners.filter((l) => l.training_id !== null);
    if (registered.length) {
      await trx
        .insertInto('learner_trainings')
        .values(
          registered.map((l) => {
            const code = trainings.find((t) => t.id === l.training_id)?.code ?? 'B';
            const options = fields.filter((f) => f.training_code === code);
            const financiers = organisations.filter((o) => o.agency_id === l.agency_id);
            return {
              structure_id: structureId,
              agency_id: l.agency_id,
              learner_id: l.id,
              training_id: l.training_id!,
              field_id: options.length ? pick(options).id : null,
              is_prospect: l.is_prospect,
              financier_id: financiers.length && random() < 0.2 ? pick(financiers).id : null,
              start_date: l.created_at.slice(0, 10),
              status: l.archived ? 'terminee' : 'en_cours',
              created_at: l.created_at,
            };
          }),
        )
        .execute();
    }

    const students = registered.filter((l) => l.is_prospect === 0);
    const evaluated = students.filter((_, i) => i % 3 !== 2);
    if (evaluated.length) {
      await trx
        .insertInto('learner_evaluations')
        .values(
          evaluated.map((l) => ({
            structure_id: structureId,
            learner_id: l.id,
            training_id: l.training_id!,
            evaluation_date: addDays(l.created_at, 1),
            forecast_minutes: (20 + Math.floor(random() * 16)) * 60,
            evaluator_id: users.trainer,
            comment: 'Évaluation sur véhicule école : premières notions acquises.',
            created_at: l.created_at,
          })),
        )
        .execute();
    }

    // Contracts: most evaluated learners have a signed one; a few are validated or still drafts.
    const contracted = evaluated.slice(0, Math.max(1, Math.round(evaluated.length * 0.4)));
    const perYear = new Map<string, number>();
    const contractRows: Insertable<LearnerContractsTable>[] = contracted.map((l, index) => {
      const start = addDays(l.created_at, 3);
      const status = index % 6 === 4 ? 'validated' : index % 6 === 5 ? 'draft' : 'signed';
      const year = start.slice(0, 4);
      perYear.set(year, (perYear.get(year) ?? 0) + 1);
      return {
        structure_id: structureId,
        agency_id: l.agency_id,
        learner_id: l.id,
        training_id: l.training_id!,
        number: `CT-${year}-${String(perYear.get(year)).padStart(4, '0')}`,
        status,
        evaluation_date: addDays(l.created_at, 1),
        forecast_minutes: (20 + (index % 10)) * 60,
        start_date: start,
        end_date: addDays(start, 364),
        // The demo services' prices VAT included (services.ts): what the learners' invoices charge.
        registration_fee_cents: 10_000,
        hour_price_cents: 5_500,
        theory_price_cents: 3_000,
        exam_fee_cents: 6_000,
        programme: CONTRACT_DEFAULTS.programme,
        payment_terms: CONTRACT_DEFAULTS.paymentTerms,
        installments: index % 2 ? 3 : 1,
        mediator_name: DEMO_MEDIATOR.name,
        mediator_contact: DEMO_MEDIATOR.url,
        signed_place: status === 'signed' ? l.city : null,
        validated_at: status === 'draft' ? null : `${start}T09:30:00.000Z`,
        signed_at: status === 'signed' ? `${start}T10:00:00.000Z` : null,
        created_by: users.staff,
        created_at: `${start}T09:00:00.000Z`,
        updated_at: `${start}T10:00:00.000Z`,
      };
    });
    if (contractRows.length) {
      const ids = await trx.insertInto('learner_contracts').values(contractRows).returning(['id', 'number', 'status', 'start_date']).execute();
      const signed = ids.filter((c) => c.status === 'signed').slice(0, 2);
      if (signed.length) {
        await trx
          .insertInto('contract_amendments')
          .values(
            signed.map((c) => ({
              contract_id: c.id,
              number: `${c.number}-A1`,
              extra_minutes: 5 * 60,
              hour_price_cents: 5_200,
              reason: 'Heures complémentaires avant présentation à l’examen pratique.',
              status: 'signed',
              validated_at: `${addDays(c.start_date, 120)}T09:00:00.000Z`,
              signed_at: `${addDays(c.start_date, 120)}T09:30:00.000Z`,
              created_at: `${addDays(c.start_date, 120)}T09:00:00.000Z`,
              updated_at: `${addDays(c.start_date, 120)}T09:30:00.000Z`,
            })),
          )
          .execute();
      }
    }

    // Service journal: the lessons of contracted learners, the older ones done.
    const journal = contracted.flatMap((l, index) =>
      Array.from({ length: 4 + (index % 4) }, (_, n) => {
        const date = addDays(l.created_at, 7 + n * 7);
        const used = date < today;
        return {
          structure_id: structureId,
          learner_id: l.id,
          journal_date: date,
          label: n === 6 ? LESSONS[4]! : LESSONS[n % 4]!,
          duration_minutes: n % 3 === 2 ? 120 : 60,
          comment: null,
          used: used ? 1 : 0,
          used_at: used ? `${date}T18:00:00.000Z` : null,
          author_id: users.trainer,
          created_at: `${addDays(l.created_at, 3)}T11:00:00.000Z`,
        };
      }),
    );
    if (journal.length) await trx.insertInto('service_journals').values(journal).execute();

    const observed = students.filter((_, i) => i % 2 === 0).slice(0, 16);
    if (observed.length) {
      await trx
        .insertInto('observations')
        .values(
          observed.map((l, index) => ({
            structure_id: structureId,
            learner_id: l.id,
            author_id: index % 3 === 0 ? users.staff : users.trainer,
            content: OBSERVATIONS[index % OBSERVATIONS.length]!,
            created_at: `${addDays(l.created_at, 10 + index)}T17:30:00.000Z`,
            updated_at: `${addDays(l.created_at, 10 + index)}T17:30:00.000Z`,
          })),
        )
        .execute();
    }

    const available = students.filter((l) => l.archived === 0).slice(0, 10);
    if (available.length) {
      await trx
        .insertInto('availability_schedules')
        .values(
          available.map((l, index) => ({
            structure_id: structureId,
            learner_id: l.id,
            period_start: null,
            period_end: null,
            schedules_json: JSON.stringify(
              index % 2
                ? [{ day: 3, start: '13:30', end: '18:00' }, { day: 6, start: '08:00', end: '12:00' }]
                : [{ day: 1, start: '17:00', end: '19:00' }, { day: 2, start: '17:00', end: '19:00' }, { day: 4, start: '17:00', end: '19:00' }],
            ),
          })),
        )
        .execute();
    }

    // Certified-notice requests to learners who finished, some answered with a notice.
    const finishing = students.filter((l) => l.neph !== null).slice(0, 8);
    for (const [index, l] of finishing.entries()) {
      const requestDate = addDays(today, -(index * 9 + 3));
      const posted = index % 3 !== 2;
      const { id: requestId } = await trx
        .insertInto('notice_requests')
        .values({
          structure_id: structureId,
          agency_id: l.agency_id,
          learner_id: l.id,
          request_date: requestDate,
          status: posted ? 'answered' : index % 2 ? 'opened' : 'sent',
          notice_status: posted ? 'posted' : 'pending',
          posted_notice_date: posted ? addDays(requestDate, 2) : null,
          reminded_at: posted ? null : `${addDays(requestDate, 5)}T09:00:00.000Z`,
          remind_count: posted ? 0 : 1,
          created_at: `${requestDate}T08:00:00.000Z`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (posted) {
        await trx
          .insertInto('notices')
          .values({
            structure_id: structureId,
            agency_id: l.agency_id,
            learner_id: l.id,
            request_id: requestId,
            author_name: `${l.first_name} ${l.last_name.slice(0, 1)}.`,
            rating: index % 4 === 3 ? 4 : 5,
            comment: index % 4 === 3 ? 'Moniteurs patients, planning parfois chargé en fin d’année.' : 'Très bonne auto-école, équipe disponible et pédagogue. Permis obtenu du premier coup !',
            verified: 1,
            notice_date: addDays(requestDate, 2),
          })
          .execute();
      }
    }
    const agencyId = learners[0]?.agency_id;
    if (agencyId !== undefined) {
      await trx
        .insertInto('notices')
        .values({
          structure_id: structureId,
          agency_id: agencyId,
          learner_id: null,
          author_name: 'Karim B.',
          rating: 3,
          comment: 'Accueil sympathique, mais difficile d’obtenir des leçons le samedi.',
          verified: 0,
          notice_date: addDays(today, -20),
        })
        .execute();
    }
  });

  if (withDocuments) {
    const holder = learners.find((l) => l.is_prospect === 0 && l.archived === 0);
    const identity = await db.selectFrom('document_types').select('id').where('code', '=', 'IDENTITE').executeTakeFirstOrThrow();
    if (holder) {
      const name = `${holder.first_name} ${holder.last_name}`;
      const bytes = await demoScan('Pièce d’identité', name);
      const stored = await storeFile(deps, structureId, { file: new File([bytes as Uint8Array<ArrayBuffer>], 'piece-identite.pdf', { type: 'application/pdf' }), mimeType: 'application/pdf' });
      await db
        .insertInto('documents')
        .values({
          structure_id: structureId,
          agency_id: holder.agency_id,
          learner_id: holder.id,
          training_id: holder.training_id,
          document_type_id: identity.id,
          title: `Carte d’identité ${deName(name)}`,
          storage_key: stored.storageKey,
          original_name: stored.originalName,
          mime_type: stored.mimeType,
          size: stored.size,
          app_user_id: users.staff,
        })
        .execute();
    }
  }
}

export const learnersSeeder: Seeder = {
  name: 'learners',
  async seed(deps, ids) {
    const done = await deps.db.selectFrom('learner_trainings').select('id').where('structure_id', '=', ids.centre.structureId).executeTakeFirst();
    if (!done) await seedLearnerData(deps, ids);
    await seedApplicationRegistrations(deps.db, ids, ids.users['secretariat@volant.test'] ?? null);
  },
};

async function seedLearnerData(deps: AppDeps, ids: DemoIds): Promise<void> {
  const trainer = ids.users['formateur@volant.test'] ?? null;
  const staff = ids.users['secretariat@volant.test'] ?? null;
  const portManager = ids.users['gerant@port.test'] ?? null;
  await seedStructure(deps, ids.centre.structureId, { trainer, staff }, seededRandom(505), true);
  await seedStructure(deps, ids.port.structureId, { trainer: portManager, staff: portManager }, seededRandom(517), false);
  await seedGroups(deps.db, ids, trainer, staff);
  await deps.db.updateTable('structures').set({ avis_solution: 1 }).where('id', '=', ids.port.structureId).execute();
}
