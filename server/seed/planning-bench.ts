import type { Insertable, Kysely } from 'kysely';
import type { AppDeps } from '../core/env';
import type { Database } from '../db/schema';
import type { PlanningSlotsTable } from '../db/tables/planning';
import { addDays, startOfIsoWeek } from '../resources/planning/dates';
import { generateLearners, type Progress } from './large';

/**
 * Volume data for the planning benchmarks: 20 « Banc d’essai » agendas of the first structure's
 * principal agency, filled with N slots over the current week (`--slots N`, e.g. 2000 for the week
 * view budget) or with N learner places today (`--situations N`, e.g. 200000 for the learner
 * situations list). Each run replaces the bench agendas' slots of the days it fills.
 */

export const BENCH_AGENDAS = 20;
const DAY_START = 7 * 60;
const DAY_MINUTES = 14 * 60;
const ROWS_PER_INSERT = 400;
const COLORS = ['#2563eb', '#db2777', '#ea580c', '#0891b2', '#059669', '#7c3aed', '#ca8a04', '#dc2626', '#4b5563', '#0f766e'];

type Db = Kysely<Database>;
export const time = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

interface Bench {
  structureId: number;
  agencyId: number;
  agendas: number[];
}

async function ensureBenchAgendas(db: Db): Promise<Bench> {
  const structure = await db.selectFrom('structures').select('id').orderBy('id').executeTakeFirst();
  if (!structure) throw new Error('Aucune structure : lancez d’abord le jeu de démonstration.');
  const agency = await db.selectFrom('agencies').select('id').where('structure_id', '=', structure.id).orderBy('is_principal', 'desc').orderBy('id').executeTakeFirstOrThrow();
  const room = await db.selectFrom('agenda_resource_types').select('id').where('code', '=', 'room').executeTakeFirstOrThrow();
  return db.transaction().execute(async (trx) => {
    let type = await trx.selectFrom('material_types').select('id').where('structure_id', '=', structure.id).where('name', '=', 'Banc d’essai').executeTakeFirst();
    type ??= await trx.insertInto('material_types').values({ structure_id: structure.id, name: 'Banc d’essai', agenda_resource_type_id: room.id }).returning('id').executeTakeFirstOrThrow();
    const agendas: number[] = [];
    for (let i = 1; i <= BENCH_AGENDAS; i += 1) {
      const name = `Banc d’essai ${String(i).padStart(2, '0')}`;
      const existing = await trx.selectFrom('agendas').select('id').where('structure_id', '=', structure.id).where('name', '=', name).executeTakeFirst();
      if (existing) {
        agendas.push(existing.id);
        continue;
      }
      const resource = await trx.insertInto('material_resources').values({ structure_id: structure.id, type_id: type.id, name, reference: `BANC-${i}` }).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('material_resource_agencies').values({ resource_id: resource.id, agency_id: agency.id }).execute();
      const agenda = await trx
        .insertInto('agendas')
        .values({
          structure_id: structure.id,
          agency_id: agency.id,
          type_id: room.id,
          name,
          color: COLORS[i % COLORS.length]!,
          resource_id: resource.id,
          day_start: time(DAY_START),
          day_end: time(DAY_START + DAY_MINUTES),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      agendas.push(agenda.id);
    }
    return { structureId: structure.id, agencyId: agency.id, agendas };
  });
}

/** The structure's active learners, by id. */
export async function learnerIds(db: Db, structureId: number): Promise<number[]> {
  return (await db.selectFrom('learners').select('id').where('structure_id', '=', structureId).where('archived', '=', 0).orderBy('id').execute()).map((l) => l.id);
}

/** Inserts slots and their learners in batches, in transactions, telling the progress in slots or places. */
export async function insertSlots(db: Db, slots: Array<{ slot: Insertable<PlanningSlotsTable>; learners: number[] }>, onProgress: Progress, total: number, unit: 'slots' | 'places'): Promise<void> {
  let done = 0;
  for (let i = 0; i < slots.length; i += ROWS_PER_INSERT) {
    const batch = slots.slice(i, i + ROWS_PER_INSERT);
    await db.transaction().execute(async (trx) => {
      const ids = await trx.insertInto('planning_slots').values(batch.map((b) => b.slot)).returning('id').execute();
      const places = batch.flatMap((b, k) => b.learners.map((learner_id) => ({ slot_id: ids[k]!.id, learner_id })));
      for (let p = 0; p < places.length; p += 2 * ROWS_PER_INSERT) {
        await trx.insertInto('planning_slot_learners').values(places.slice(p, p + 2 * ROWS_PER_INSERT)).execute();
      }
      done += unit === 'slots' ? batch.length : places.length;
    });
    onProgress(Math.min(done, total), total);
  }
}

async function clearBench(db: Db, agendas: number[], from: string, to: string): Promise<void> {
  await db.deleteFrom('planning_slots').where('agenda_id', 'in', agendas).where('date', '>=', from).where('date', '<=', to).execute();
}

/**
 * `count` slots over the current ISO week (Monday to Saturday), spread evenly over the 20 bench
 * agendas from 07:00 to 21:00, each with one learner (no learner twice at the same time).
 */
export async function generateSlots(deps: AppDeps, count: number, onProgress: Progress = () => {}): Promise<void> {
  const bench = await ensureBenchAgendas(deps.db);
  const learners = await learnerIds(deps.db, bench.structureId);
  if (learners.length < BENCH_AGENDAS) throw new Error(`Il faut au moins ${BENCH_AGENDAS} apprenants (--learners).`);
  const days = 6;
  const perAgendaDay = Math.ceil(count / (BENCH_AGENDAS * days));
  const length = Math.max(15, Math.floor(DAY_MINUTES / perAgendaDay / 15) * 15);
  const perDay = Math.floor(DAY_MINUTES / length);
  const monday = startOfIsoWeek(deps.now().toISOString().slice(0, 10));
  const weeks = Math.ceil(count / (BENCH_AGENDAS * days * perDay));
  await clearBench(deps.db, bench.agendas, monday, addDays(monday, weeks * 7 - 1));
  const now = deps.now().toISOString();
  const slots = Array.from({ length: count }, (_, k) => {
    const agenda = k % BENCH_AGENDAS;
    const cell = Math.floor(k / BENCH_AGENDAS);
    const dayIndex = cell % days;
    const rank = Math.floor(cell / days);
    const week = Math.floor(rank / perDay);
    const start = DAY_START + (rank % perDay) * length;
    return {
      slot: {
        structure_id: bench.structureId,
        agency_id: bench.agencyId,
        agenda_id: bench.agendas[agenda]!,
        title: `Séance ${k + 1}`,
        date: addDays(monday, week * 7 + dayIndex),
        start_time: time(start),
        end_time: time(start + length),
        created_at: now,
        updated_at: now,
      },
      learners: [learners[(rank * BENCH_AGENDAS + agenda) % learners.length]!],
    };
  });
  await insertSlots(deps.db, slots, onProgress, count, 'slots');
}

/**
 * `count` learner places today: one-hour slots of the 20 bench agendas, each with the same number of
 * distinct learners (learners are generated when the structure has too few).
 */
export async function generateSituations(deps: AppDeps, count: number, onProgress: Progress = () => {}): Promise<void> {
  const bench = await ensureBenchAgendas(deps.db);
  const slotsPerAgenda = DAY_MINUTES / 60;
  const slotCount = BENCH_AGENDAS * slotsPerAgenda;
  const perSlot = Math.ceil(count / slotCount);
  let learners = await learnerIds(deps.db, bench.structureId);
  if (learners.length < perSlot) {
    // Some generated learners are archived: a margin keeps enough active ones.
    await generateLearners(deps, Math.ceil(perSlot * 1.2) - learners.length);
    learners = await learnerIds(deps.db, bench.structureId);
    if (learners.length < perSlot) throw new Error(`Il faut au moins ${perSlot} apprenants actifs (--learners).`);
  }
  const today = deps.now().toISOString().slice(0, 10);
  await clearBench(deps.db, bench.agendas, today, today);
  const now = deps.now().toISOString();
  let left = count;
  const slots = [];
  for (let s = 0; s < slotCount && left > 0; s += 1) {
    const agenda = s % BENCH_AGENDAS;
    const start = DAY_START + Math.floor(s / BENCH_AGENDAS) * 60;
    const size = Math.min(perSlot, left);
    left -= size;
    slots.push({
      slot: {
        structure_id: bench.structureId,
        agency_id: bench.agencyId,
        agenda_id: bench.agendas[agenda]!,
        title: `Session ${s + 1}`,
        date: today,
        start_time: time(start),
        end_time: time(start + 60),
        created_at: now,
        updated_at: now,
      },
      learners: Array.from({ length: size }, (_, j) => learners[(s * perSlot + j) % learners.length]!),
    });
  }
  await insertSlots(deps.db, slots, onProgress, count, 'places');
}
