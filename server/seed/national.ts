import { randomInt } from 'node:crypto';
import type { AntsPjType, AntsStatus } from '../../src/modules/ants/types';
import type { LessonErrorTypeCode, LessonType } from '../../src/modules/dsr-gateway/types';
import type { AppDeps } from '../core/env';
import { storeFile } from '../core/uploads';
import { nephFor } from '../simulators/ants';
import { ensureExamSessions, ensureOperatorCatalogue } from '../simulators/exam-operator';
import type { DemoIds, Seeder } from './types';

/**
 * Demo data of the national services: ANTS requests in every state (and a few created on ANTS by the
 * candidates themselves, found at the first synchronisation), lessons declared through the
 * livret-numérique gateway, the exam operator's catalogue, favourite centres and registrations.
 */

const DAY = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A one-page PDF, enough for the demo's supporting documents. */
function demoPdf(title: string): Uint8Array<ArrayBuffer> {
  const text = `BT /F1 18 Tf 72 760 Td (${title.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(new TextEncoder().encode(body));
}

/** Requests of the Centre: [agency, status, days ago, with documents]. */
const DEMO_REQUESTS: [agency: 'orleans' | 'blois' | 'tours', status: AntsStatus, daysAgo: number, documents: AntsPjType[]][] = [
  ['orleans', 'BROUILLON', 2, []],
  ['orleans', 'BROUILLON', 5, ['PIECE_IDENTITE']],
  ['orleans', 'A_COMPLETER', 12, ['PIECE_IDENTITE']],
  ['orleans', 'EN_COURS_VALIDATION_USAGER', 1, ['PIECE_IDENTITE', 'JUSTIFICATIF_DOMICILE']],
  ['orleans', 'ENVOYEE', 3, ['PIECE_IDENTITE', 'JUSTIFICATIF_DOMICILE', 'PHOTO_SIGNATURE']],
  ['orleans', 'VERIFICATION_FICHIERS', 6, ['PIECE_IDENTITE', 'JUSTIFICATIF_DOMICILE']],
  ['orleans', 'EN_COURS_INSTRUCTION', 15, ['PIECE_IDENTITE', 'JUSTIFICATIF_DOMICILE']],
  ['orleans', 'EN_PRODUCTION', 40, ['PIECE_IDENTITE', 'JUSTIFICATIF_DOMICILE']],
  ['orleans', 'REJET_FICHIERS', 20, ['PIECE_IDENTITE']],
  ['blois', 'BROUILLON', 4, []],
  ['blois', 'ENVOYEE', 2, ['PIECE_IDENTITE', 'JUSTIFICATIF_DOMICILE']],
  ['blois', 'REJET_INSTRUCTION', 30, ['PIECE_IDENTITE', 'JUSTIFICATIF_DOMICILE']],
  ['blois', 'ANNULEE', 25, []],
  ['tours', 'EN_COURS_INSTRUCTION', 9, ['PIECE_IDENTITE', 'JUSTIFICATIF_DOMICILE']],
];

/** Requests a candidate started on the ANTS website (Volant learns about them at the first sync). */
const EXTERNAL_DRAFTS = [
  { agency: 'orleans', lastName: 'Marchand', firstName: 'Inès', birthDate: '2007-03-14', birthCity: 'Orléans', status: 'BROUILLON_K2' },
  { agency: 'blois', lastName: 'Lefèvre', firstName: 'Hugo', birthDate: '2006-11-02', birthCity: 'Blois', status: 'BROUILLON_K2' },
] as const;

async function seedAnts(deps: AppDeps, ids: DemoIds): Promise<void> {
  const { structureId, agencies } = ids.centre;
  if (await deps.db.selectFrom('ants_requests').select('id').where('structure_id', '=', structureId).executeTakeFirst()) return;
  const now = deps.now();
  const learners = await deps.db
    .selectFrom('learners')
    .innerJoin('trainings', 'trainings.id', 'learners.training_id')
    .select(['learners.id', 'learners.agency_id', 'learners.first_name', 'learners.last_name', 'learners.birth_date', 'trainings.code'])
    .where('learners.structure_id', '=', structureId)
    .where('learners.archived', '=', 0)
    .where('learners.neph', 'is', null)
    .orderBy('learners.id')
    .execute();
  const used = new Set<number>();
  let sequence = 0;
  for (const [agencyKey, status, daysAgo, documents] of DEMO_REQUESTS) {
    const agencyId = agencies[agencyKey];
    const learner = learners.find((l) => l.agency_id === agencyId && !used.has(l.id));
    if (!learner) continue;
    used.add(learner.id);
    sequence += 1;
    const created = new Date(now.getTime() - daysAgo * DAY).toISOString();
    const idDemande = `${now.getUTCFullYear()}${String(40_000_000 + sequence * 7_919 + randomInt(1000))}`;
    const neph = status === 'EN_PRODUCTION' ? nephFor(idDemande) : null;
    const sent = !['BROUILLON', 'A_COMPLETER', 'ANNULEE'].includes(status);
    // ANTS counts the time in a status from now, so the demo's requests move on from the start.
    const statusAt = now.toISOString();
    // Files first: the file store writes through its own statements, outside the transaction.
    const pages: { idPJ: (typeof documents)[number]; stored: Awaited<ReturnType<typeof storeFile>> }[] = [];
    for (const idPJ of documents) {
      const bytes = demoPdf(`${idPJ} - ${learner.first_name} ${learner.last_name}`);
      const file = new File([bytes], `${idPJ.toLowerCase()}-${learner.last_name.toLowerCase()}.pdf`, { type: 'application/pdf' });
      pages.push({ idPJ, stored: await storeFile(deps, structureId, { file, mimeType: 'application/pdf' }) });
    }
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('ants_sim_demandes')
        .values({
          id_demande: idDemande,
          structure_id: structureId,
          agency_id: agencyId,
          status,
          status_at: statusAt,
          request_type: 'INSCRIPTION',
          category: learner.code,
          last_name: learner.last_name,
          first_name: learner.first_name,
          birth_date: learner.birth_date,
          birth_city: 'Orléans',
          neph,
          created_at: created,
          updated_at: created,
        })
        .execute();
      const request = await trx
        .insertInto('ants_requests')
        .values({
          structure_id: structureId,
          agency_id: agencyId,
          learner_id: learner.id,
          id_demande: idDemande,
          id_session: null,
          status,
          request_type: 'INSCRIPTION',
          category: learner.code,
          birth_city: 'Orléans',
          neph,
          submitted_at: sent ? created : null,
          status_changed_at: created,
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (neph) await trx.updateTable('learners').set({ neph }).where('id', '=', learner.id).execute();
      for (const { idPJ, stored } of pages) {
        await trx
          .insertInto('ants_attachment_pages')
          .values({
            structure_id: structureId,
            request_id: request.id,
            id_pj: idPJ,
            page_number: 1,
            storage_key: stored.storageKey,
            original_name: stored.originalName,
            mime_type: stored.mimeType,
            size: stored.size,
          })
          .execute();
      }
    });
  }
  for (const [index, draft] of EXTERNAL_DRAFTS.entries()) {
    const created = new Date(now.getTime() - (index + 1) * DAY).toISOString();
    await deps.db
      .insertInto('ants_sim_demandes')
      .values({
        id_demande: `${now.getUTCFullYear()}${String(70_000_000 + index * 104_729 + randomInt(1000))}`,
        structure_id: structureId,
        agency_id: agencies[draft.agency],
        status: draft.status,
        status_at: created,
        request_type: 'INSCRIPTION',
        category: 'B',
        last_name: draft.lastName,
        first_name: draft.firstName,
        birth_date: draft.birthDate,
        birth_city: draft.birthCity,
        neph: null,
        created_at: created,
        updated_at: created,
      })
      .execute();
  }
  await deps.db
    .insertInto('ants_syncs')
    .values({ structure_id: structureId, agency_id: agencies.orleans, synced_at: new Date(now.getTime() - DAY).toISOString(), changed_count: 2, user_id: ids.users['gerant@volant.test'] ?? null })
    .execute();
}

const LESSON_PATTERN: { type: LessonType; duration: number }[] = [
  { type: 'CONDUITE', duration: 60 },
  { type: 'CONDUITE', duration: 120 },
  { type: 'PLATEAU', duration: 60 },
  { type: 'CONDUITE', duration: 60 },
  { type: 'SIMULATEUR', duration: 45 },
  { type: 'THEORIE', duration: 90 },
];
const TRAINERS = ['Julien Morel', 'Claire Dubois', 'Karim Benali', null] as const;
const START_TIMES = ['08:00', '09:30', '11:00', '14:00', '15:30', '17:00'];

async function seedLessonSlots(deps: AppDeps, ids: DemoIds): Promise<void> {
  const { structureId } = ids.centre;
  if (await deps.db.selectFrom('livret_lesson_slots').select('id').where('structure_id', '=', structureId).executeTakeFirst()) return;
  await deps.db.insertInto('dsr_settings').values({ structure_id: structureId, mode_dsr: 0 }).onConflict((oc) => oc.column('structure_id').doNothing()).execute();
  const learners = await deps.db
    .selectFrom('learners')
    .select(['id', 'agency_id', 'neph', 'training_id'])
    .where('structure_id', '=', structureId)
    .where('archived', '=', 0)
    .where('is_prospect', '=', 0)
    .orderBy('id')
    .limit(24)
    .execute();
  const now = deps.now();
  const rows = [];
  for (let i = 0; i < 72; i += 1) {
    const learner = learners[i % learners.length];
    if (!learner) break;
    const lesson = LESSON_PATTERN[i % LESSON_PATTERN.length]!;
    const trainer = TRAINERS[i % 7 === 3 ? 3 : i % 3]!;
    const date = isoDay(new Date(now.getTime() - (1 + ((i * 7) % 58)) * DAY));
    let errorType: LessonErrorTypeCode | null = null;
    if (!learner.neph) errorType = 'NEPH_INCONNU';
    else if (!learner.training_id) errorType = 'LIVRET_NON_OUVERT';
    else if (trainer === null) errorType = 'ENSEIGNANT_NON_AUTORISE';
    rows.push({
      structure_id: structureId,
      agency_id: learner.agency_id,
      learner_id: learner.id,
      planning_slot_id: null,
      date,
      start_time: START_TIMES[i % START_TIMES.length]!,
      duration: lesson.duration,
      lesson_type: lesson.type,
      training_id: learner.training_id,
      trainer_name: trainer,
      status: errorType ? 0 : 1,
      error_type: errorType,
      sent_at: `${date}T20:00:00.000Z`,
    });
  }
  if (rows.length > 0) await deps.db.insertInto('livret_lesson_slots').values(rows).execute();
}

async function seedOperators(deps: AppDeps, ids: DemoIds): Promise<void> {
  await ensureOperatorCatalogue(deps.db);
  const { structureId, agencies } = ids.centre;
  if (await deps.db.selectFrom('operator_configurations').select('id').where('structure_id', '=', structureId).executeTakeFirst()) return;
  const opexa = await deps.db.selectFrom('exam_operators').select('id').where('code', '=', 'OPEXA').executeTakeFirstOrThrow();
  await deps.db
    .insertInto('operator_configurations')
    .values({ structure_id: structureId, operator_id: opexa.id, is_enabled: 1, account_number: 'OPX-AEC-0042', updated_at: deps.now().toISOString() })
    .execute();
  const sites = await deps.db.selectFrom('exam_sites').select(['id', 'code']).where('code', 'in', ['OPX-45-SARAN', 'OPX-41-VINEUIL', 'OPX-37-TOURS']).orderBy('code').execute();
  await deps.db
    .insertInto('favorite_exam_centers')
    .values(sites.map((site) => ({ structure_id: structureId, site_id: site.id })))
    .execute();
  // Orléans offers the partner photo app (agency configuration of the administration area).
  await deps.db
    .insertInto('agency_configs')
    .values({ agency_id: agencies.orleans, is_have_photo_solution_app: 1 })
    .onConflict((oc) => oc.column('agency_id').doUpdateSet({ is_have_photo_solution_app: 1 }))
    .execute();

  // Registrations: past ones (history) and upcoming ones in every status.
  const now = deps.now();
  const saran = sites.find((s) => s.code === 'OPX-45-SARAN');
  if (!saran) return;
  const start = isoDay(new Date(now.getTime() - 20 * DAY));
  const end = isoDay(new Date(now.getTime() + 40 * DAY));
  await ensureExamSessions(deps.db, [saran.id], start, end);
  const sessions = await deps.db
    .selectFrom('exam_sessions')
    .select(['id', 'date', 'seats_total', 'seats_taken_elsewhere'])
    .where('site_id', '=', saran.id)
    .where('category', '=', 'B')
    .whereRef('seats_taken_elsewhere', '<', 'seats_total')
    .orderBy('date')
    .orderBy('start_time')
    .execute();
  const learners = await deps.db
    .selectFrom('learners')
    .innerJoin('trainings', 'trainings.id', 'learners.training_id')
    .select(['learners.id', 'learners.agency_id'])
    .where('learners.structure_id', '=', structureId)
    .where('learners.archived', '=', 0)
    .where('trainings.code', '=', 'B')
    .where('learners.neph', 'is not', null)
    .orderBy('learners.id')
    .limit(8)
    .execute();
  const today = isoDay(now);
  const past = sessions.filter((s) => s.date < today);
  const upcoming = sessions.filter((s) => s.date > today);
  const plan: [session: (typeof sessions)[number] | undefined, status: 0 | 1 | 2][] = [
    [past[0], 1],
    [past[1], 1],
    [past[2], 2],
    [upcoming[0], 1],
    [upcoming[1], 0],
    [upcoming[2], 0],
    [upcoming[3], 2],
    [upcoming[4], 1],
  ];
  const rows = plan.flatMap(([session, status], index) => {
    const learner = learners[index];
    if (!session || !learner) return [];
    const created = new Date(Math.min(now.getTime(), Date.parse(`${session.date}T08:00:00Z`)) - 10 * DAY).toISOString();
    return [{
      structure_id: structureId,
      agency_id: learner.agency_id,
      learner_id: learner.id,
      session_id: session.id,
      status,
      created_by: ids.users['gerant@volant.test'] ?? null,
      created_at: created,
      updated_at: created,
    }];
  });
  if (rows.length > 0) await deps.db.insertInto('exam_registrations').values(rows).execute();
}

export const nationalSeeder: Seeder = {
  name: 'national',
  async seed(deps, ids) {
    await seedAnts(deps, ids);
    await seedLessonSlots(deps, ids);
    await seedOperators(deps, ids);
  },
};
