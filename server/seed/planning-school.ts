import type { Insertable, Kysely } from 'kysely';
import { ROLES } from '../../src/shared/auth/roles';
import { hashPassword } from '../auth/password';
import type { AppDeps } from '../core/env';
import type { Database } from '../db/schema';
import type { PlanningSlotsTable } from '../db/tables/planning';
import { addDays, startOfIsoWeek } from '../resources/planning/dates';
import { DEMO_PASSWORD } from './accounts';
import { generateLearners, type Progress } from './large';
import { seededRandom } from './people';
import { insertSlots, learnerIds } from './planning-bench';

/**
 * A large school's planning (`volant seed --school`), in the first structure's principal agency:
 * 60 agendas — 36 trainers (users « moniteurNN@ecole.volant.test », the demo password), 18 vehicles,
 * 6 code rooms — and about 1 900 slots a week over the calendar's fetch window (the previous week,
 * this one and the two next): the trainers' individual driving lessons (one learner, 8 a day), code
 * sessions of 20 in the rooms (4 a day) and practical exam sessions of 10 on the vehicles (Tuesday and
 * Thursday afternoons). No learner, trainer or vehicle is booked twice at once. Each run replaces the
 * school agendas' slots of the window; past slots are done.
 */

type Db = Kysely<Database>;

export const SCHOOL = { trainers: 36, vehicles: 18, rooms: 6 } as const;
/** The weeks filled, relative to the current one: the calendar's fetch window (spec part 2 §7). */
const WEEKS = [-1, 0, 1, 2];
const DAYS = 6;
const LESSON_HOURS = ['08:00', '09:00', '10:00', '11:00', '14:00', '15:00', '16:00', '17:00'];
const CODE_SESSIONS: Array<[string, string]> = [['09:00', '10:30'], ['11:00', '12:30'], ['14:00', '15:30'], ['16:30', '18:00']];
const CODE_SIZE = 20;
const EXAM_SIZE = 10;
/** Tuesday and Thursday (0 = Monday): the vehicles are at the exam centre in the afternoon. */
const EXAM_DAYS = [1, 3];
const EXAM_HOURS: [string, string] = ['13:00', '17:00'];
/** Enough learners that no one is booked twice at once (at most ~340 places overlap). */
const LEARNER_POOL = 1500;
const COLORS = ['#2563eb', '#db2777', '#ea580c', '#0891b2', '#059669', '#7c3aed', '#ca8a04', '#dc2626', '#4b5563', '#0f766e'];
const FIRST = ['Sophie', 'Nicolas', 'Claire', 'Julien', 'Aurélie', 'Sébastien', 'Céline', 'Olivier', 'Nathalie', 'Stéphane', 'Valérie', 'Laurent'];
const LAST = ['Lemoine', 'Carpentier', 'Brunet', 'Marchand', 'Collin', 'Renaud', 'Barbier', 'Arnaud', 'Giraud', 'Perrot', 'Caron', 'Huet'];

const two = (n: number) => String(n).padStart(2, '0');

interface School {
  structureId: number;
  agencyId: number;
  trainers: Array<{ agenda: number; user: number; vehicle: number }>;
  vehicles: Array<{ agenda: number; resource: number }>;
  rooms: Array<{ agenda: number; resource: number }>;
  activities: { lesson: number | null; code: number | null; exam: number | null };
}

async function typeOf(db: Db, structureId: number, name: string, kind: string): Promise<{ type: number; kind: number }> {
  const kindRow = await db.selectFrom('agenda_resource_types').select('id').where('code', '=', kind).executeTakeFirstOrThrow();
  const existing = await db.selectFrom('material_types').select('id').where('structure_id', '=', structureId).where('name', '=', name).executeTakeFirst();
  const type = existing ?? (await db.insertInto('material_types').values({ structure_id: structureId, name, agenda_resource_type_id: kindRow.id }).returning('id').executeTakeFirstOrThrow());
  return { type: type.id, kind: kindRow.id };
}

/** A material resource and its agenda, found by reference or made. */
async function materialAgenda(db: Db, at: { structureId: number; agencyId: number }, kind: { type: number; kind: number }, name: string, reference: string, color: string) {
  const found = await db
    .selectFrom('material_resources as mr')
    .innerJoin('agendas as a', 'a.resource_id', 'mr.id')
    .select(['mr.id as resource', 'a.id as agenda'])
    .where('mr.structure_id', '=', at.structureId)
    .where('mr.reference', '=', reference)
    .executeTakeFirst();
  if (found) return found;
  const resource = await db.insertInto('material_resources').values({ structure_id: at.structureId, type_id: kind.type, name, reference }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('material_resource_agencies').values({ resource_id: resource.id, agency_id: at.agencyId }).execute();
  const agenda = await db
    .insertInto('agendas')
    .values({ structure_id: at.structureId, agency_id: at.agencyId, type_id: kind.kind, name, color, resource_id: resource.id, day_start: '07:00', day_end: '20:00' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { resource: resource.id, agenda: agenda.id };
}

async function ensureSchool(db: Db): Promise<School> {
  const structure = await db.selectFrom('structures').select('id').orderBy('id').executeTakeFirst();
  if (!structure) throw new Error('Aucune structure : lancez d’abord le jeu de démonstration.');
  const agency = await db.selectFrom('agencies').select('id').where('structure_id', '=', structure.id).orderBy('is_principal', 'desc').orderBy('id').executeTakeFirstOrThrow();
  const at = { structureId: structure.id, agencyId: agency.id };
  const vehicleKind = await typeOf(db, structure.id, 'Voiture boîte manuelle', 'vehicle');
  const roomKind = await typeOf(db, structure.id, 'Salle de code', 'room');
  const vehicles = [];
  for (let i = 1; i <= SCHOOL.vehicles; i += 1) vehicles.push(await materialAgenda(db, at, vehicleKind, `Véhicule école ${two(i)}`, `ECOLE-V${two(i)}`, COLORS[i % COLORS.length]!));
  const rooms = [];
  for (let i = 1; i <= SCHOOL.rooms; i += 1) rooms.push(await materialAgenda(db, at, roomKind, `Salle de code ${i}`, `ECOLE-S${two(i)}`, '#059669'));
  const trainerKind = await db.selectFrom('agenda_resource_types').select('id').where('code', '=', 'trainer').executeTakeFirstOrThrow();
  const account = await db.selectFrom('role_accounts').select('id').where('structure_id', '=', structure.id).where('name', '=', 'Formateur').executeTakeFirst();
  const random = seededRandom(40);
  let hash: string | null = null;
  const trainers = [];
  for (let i = 1; i <= SCHOOL.trainers; i += 1) {
    const first = FIRST[Math.floor(random() * FIRST.length)]!;
    const last = LAST[Math.floor(random() * LAST.length)]!;
    const email = `moniteur${two(i)}@ecole.volant.test`;
    let user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (!user) {
      hash ??= await hashPassword(DEMO_PASSWORD);
      user = await db
        .insertInto('users')
        .values({ email, password_hash: hash, first_name: first, last_name: last, role: ROLES.trainer, structure_id: structure.id, account_id: account?.id ?? null, account_configured: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('user_agencies').values({ user_id: user.id, agency_id: agency.id }).execute();
    }
    let agenda = await db.selectFrom('agendas').select('id').where('team_member_id', '=', user.id).executeTakeFirst();
    agenda ??= await db
      .insertInto('agendas')
      .values({ structure_id: structure.id, agency_id: agency.id, type_id: trainerKind.id, name: `${first} ${last} (${two(i)})`, color: COLORS[i % COLORS.length]!, team_member_id: user.id, day_start: '07:00', day_end: '20:00' })
      .returning('id')
      .executeTakeFirstOrThrow();
    trainers.push({ agenda: agenda.id, user: user.id, vehicle: vehicles[(i - 1) % SCHOOL.vehicles]!.resource });
  }
  const activity = async (name: string) => (await db.selectFrom('planning_activities').select('id').where('structure_id', '=', structure.id).where('name', '=', name).executeTakeFirst())?.id ?? null;
  return {
    ...at,
    trainers,
    vehicles,
    rooms,
    activities: { lesson: await activity('Leçon de conduite'), code: await activity('Cours de code'), exam: await activity('Examen pratique') },
  };
}

type Booking = { slot: Insertable<PlanningSlotsTable>; learners: number[] };

/** The school's week of `monday`, in time order (so the learners drawn in turn are never booked twice at once). */
function schoolWeek(school: School, monday: string, today: string, now: string, takeLearners: (n: number) => number[]): Booking[] {
  const bookings: Booking[] = [];
  const slot = (agenda: number, date: string, start: string, end: string, extra: Partial<Insertable<PlanningSlotsTable>>): Insertable<PlanningSlotsTable> => ({
    structure_id: school.structureId,
    agency_id: school.agencyId,
    agenda_id: agenda,
    date,
    start_time: start,
    end_time: end,
    status: date < today ? 'done' : 'planned',
    created_at: now,
    updated_at: now,
    ...extra,
  });
  for (let day = 0; day < DAYS; day += 1) {
    const date = addDays(monday, day);
    const starts = [...new Set([...LESSON_HOURS, ...CODE_SESSIONS.map(([s]) => s), EXAM_HOURS[0]])].sort();
    for (const start of starts) {
      if (start === EXAM_HOURS[0] && EXAM_DAYS.includes(day)) {
        for (const vehicle of school.vehicles) {
          bookings.push({ slot: slot(vehicle.agenda, date, EXAM_HOURS[0], EXAM_HOURS[1], { activity_id: school.activities.exam, resource_id: vehicle.resource, capacity: EXAM_SIZE }), learners: takeLearners(EXAM_SIZE) });
        }
      }
      const code = CODE_SESSIONS.find(([s]) => s === start);
      if (code) {
        for (const room of school.rooms) {
          bookings.push({ slot: slot(room.agenda, date, code[0], code[1], { activity_id: school.activities.code, resource_id: room.resource, capacity: CODE_SIZE }), learners: takeLearners(CODE_SIZE) });
        }
      }
      if (!LESSON_HOURS.includes(start)) continue;
      const hour = Number(start.slice(0, 2));
      const end = `${two(hour + 1)}:00`;
      school.trainers.forEach((trainer, i) => {
        // Trainers 1–18 drive the school's cars in the morning, 19–36 in the afternoon except on exam afternoons.
        const morning = hour < 12;
        const drives = i < SCHOOL.vehicles ? morning : !morning && !EXAM_DAYS.includes(day);
        bookings.push({
          slot: slot(trainer.agenda, date, start, end, { activity_id: school.activities.lesson, team_member_id: trainer.user, resource_id: drives ? trainer.vehicle : null }),
          learners: takeLearners(1),
        });
      });
    }
  }
  return bookings;
}

/** Seeds the large school: its agendas if missing, then its slots over the fetch window around today. */
export async function generateSchool(deps: AppDeps, onProgress: Progress = () => {}): Promise<number> {
  const school = await ensureSchool(deps.db);
  let learners = await learnerIds(deps.db, school.structureId);
  if (learners.length < LEARNER_POOL) {
    // Some generated learners are archived: a margin keeps enough active ones.
    await generateLearners(deps, Math.ceil((LEARNER_POOL - learners.length) * 1.2));
    learners = await learnerIds(deps.db, school.structureId);
  }
  let cursor = 0;
  const takeLearners = (n: number) => Array.from({ length: n }, () => learners[cursor++ % learners.length]!);
  const today = deps.now().toISOString().slice(0, 10);
  const monday = startOfIsoWeek(today);
  const first = addDays(monday, WEEKS[0]! * 7);
  const last = addDays(monday, WEEKS[WEEKS.length - 1]! * 7 + 6);
  const agendas = [...school.trainers, ...school.vehicles, ...school.rooms].map((a) => a.agenda);
  await deps.db.deleteFrom('planning_slots').where('agenda_id', 'in', agendas).where('date', '>=', first).where('date', '<=', last).execute();
  const now = deps.now().toISOString();
  const bookings = WEEKS.flatMap((week) => schoolWeek(school, addDays(monday, week * 7), today, now, takeLearners));
  await insertSlots(deps.db, bookings, onProgress, bookings.length, 'slots');
  return bookings.length;
}
