import type { Insertable, Kysely } from 'kysely';
import { ROLES } from '../../src/shared/auth/roles';
import { parisDate } from '../../src/shared/i18n/paris-date';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/schema';
import type { PlanningSlotsTable } from '../db/tables/planning';
import { addDays, isoWeekday, startOfIsoWeek } from '../resources/planning/dates';
import { DEMO_PASSWORD } from './accounts';
import { seededRandom } from './people';
import { ACTIVITIES, LOCATIONS, MATERIAL_TYPES, RESOURCES, type Agency } from './planning-references';
import type { DemoIds, Seeder } from './types';

type Db = Kysely<Database>;

/** Trainers besides formateur@volant.test (users of the Centre with the Formateur role account). */
export const EXTRA_TRAINERS = [
  { email: 'julie.moreau@volant.test', first_name: 'Julie', last_name: 'Moreau', agency: 'orleans', teaching_licence: 'E 19 045 0132 0' },
  { email: 'karim.benali@volant.test', first_name: 'Karim', last_name: 'Benali', agency: 'blois', teaching_licence: 'E 18 041 0077 0' },
  { email: 'isabelle.roche@volant.test', first_name: 'Isabelle', last_name: 'Roche', agency: 'tours', teaching_licence: 'E 20 037 0210 0' },
] as const;

async function kindId(db: Db, code: string): Promise<number> {
  return (await db.selectFrom('agenda_resource_types').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

async function ensureTrainers(db: Db, ids: DemoIds): Promise<Record<string, number>> {
  const account = await db
    .selectFrom('role_accounts')
    .select('id')
    .where('structure_id', '=', ids.centre.structureId)
    .where('name', '=', 'Formateur')
    .executeTakeFirst();
  const trainers: Record<string, number> = {};
  let hash: string | null = null;
  for (const trainer of EXTRA_TRAINERS) {
    const existing = await db.selectFrom('users').select('id').where('email', '=', trainer.email).executeTakeFirst();
    if (existing) {
      trainers[trainer.email] = existing.id;
      continue;
    }
    hash ??= await hashPassword(DEMO_PASSWORD);
    const row = await db
      .insertInto('users')
      .values({
        email: trainer.email,
        password_hash: hash,
        first_name: trainer.first_name,
        last_name: trainer.last_name,
        role: ROLES.trainer,
        structure_id: ids.centre.structureId,
        account_id: account?.id ?? null,
        teaching_licence: trainer.teaching_licence,
        // Like a team member created through the API, they join a configured structure (the account
        // configuration is the manager's); unset, the guard sent them to a wizard they may not open.
        account_configured: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_agencies').values({ user_id: row.id, agency_id: ids.centre.agencies[trainer.agency] }).execute();
    trainers[trainer.email] = row.id;
  }
  return trainers;
}

export const planningSeeder: Seeder = {
  name: 'planning',
  async seed(deps, ids) {
    const db = deps.db;
    const centre = ids.centre.structureId;
    const trainers = await ensureTrainers(db, ids);
    if (await db.selectFrom('agendas').select('id').where('structure_id', '=', centre).executeTakeFirst()) return;

    const agencyOf = (key: Agency | null) => (key === null ? null : ids.centre.agencies[key]);
    const kinds = { trainer: await kindId(db, 'trainer'), vehicle: await kindId(db, 'vehicle'), room: await kindId(db, 'room'), simulator: await kindId(db, 'simulator') };

    await db.transaction().execute(async (trx) => {
      // Material of both structures.
      const typeIds: Record<string, number> = {};
      for (const type of MATERIAL_TYPES) {
        const row = await trx
          .insertInto('material_types')
          .values({ structure_id: centre, name: type.name, agenda_resource_type_id: kinds[type.kind] })
          .returning('id')
          .executeTakeFirstOrThrow();
        typeIds[type.name] = row.id;
      }
      const portType = await trx
        .insertInto('material_types')
        .values({ structure_id: ids.port.structureId, name: 'Voiture boîte manuelle', agenda_resource_type_id: kinds.vehicle })
        .returning('id')
        .executeTakeFirstOrThrow();
      const portCar = await trx
        .insertInto('material_resources')
        .values({ structure_id: ids.port.structureId, type_id: portType.id, name: 'Renault Mégane', reference: 'FX-017-LR' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('material_resource_agencies').values({ resource_id: portCar.id, agency_id: ids.port.agencyId }).execute();

      const resources: Record<string, number> = {};
      const base = Date.parse(deps.now().toISOString()) - 400 * 86_400_000;
      for (const [index, resource] of RESOURCES.entries()) {
        const row = await trx
          .insertInto('material_resources')
          .values({
            structure_id: centre,
            type_id: typeIds[resource.type]!,
            name: resource.name,
            reference: resource.reference,
            description: resource.description ?? null,
            created_at: new Date(base + index * 21 * 86_400_000).toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        resources[resource.name] = row.id;
        await trx
          .insertInto('material_resource_agencies')
          .values(resource.agencies.map((agency) => ({ resource_id: row.id, agency_id: ids.centre.agencies[agency] })))
          .execute();
      }

      const activities: Record<string, number> = {};
      for (const activity of ACTIVITIES) {
        const row = await trx
          .insertInto('planning_activities')
          .values({ structure_id: centre, agency_id: agencyOf(activity.agency), name: activity.name, color: activity.color, duration_minutes: activity.duration_minutes, is_default: activity.is_default })
          .returning('id')
          .executeTakeFirstOrThrow();
        activities[activity.name] = row.id;
      }
      await trx
        .insertInto('planning_activities')
        .values({ structure_id: ids.port.structureId, agency_id: null, name: 'Leçon de conduite', color: '#0f766e', duration_minutes: 60, is_default: 1 })
        .execute();

      const locations: Record<string, number> = {};
      for (const location of LOCATIONS) {
        const row = await trx
          .insertInto('appointment_locations')
          .values({ structure_id: centre, agency_id: agencyOf(location.agency), name: location.name, address: location.address, postal_code: location.postal_code, city: location.city })
          .returning('id')
          .executeTakeFirstOrThrow();
        locations[location.name] = row.id;
      }

      const francois = ids.users['formateur@volant.test']!;
      const agendaDefs = [
        { key: 'francois', name: 'François Petitjean', color: '#2563eb', agency: 'orleans', type: kinds.trainer, team: francois, resource: null, start: '08:00', end: '19:00' },
        { key: 'julie', name: 'Julie Moreau', color: '#db2777', agency: 'orleans', type: kinds.trainer, team: trainers['julie.moreau@volant.test']!, resource: null, start: '08:00', end: '20:00' },
        { key: 'karim', name: 'Karim Benali', color: '#ea580c', agency: 'blois', type: kinds.trainer, team: trainers['karim.benali@volant.test']!, resource: null, start: '08:00', end: '19:00' },
        { key: 'isabelle', name: 'Isabelle Roche', color: '#0891b2', agency: 'tours', type: kinds.trainer, team: trainers['isabelle.roche@volant.test']!, resource: null, start: '08:30', end: '18:30' },
        { key: 'peugeot', name: 'Peugeot 208 (GA-208-OR)', color: '#4b5563', agency: 'orleans', type: kinds.vehicle, team: null, resource: resources['Peugeot 208']!, start: '07:30', end: '20:00' },
        { key: 'salle', name: 'Salle de code Orléans', color: '#059669', agency: 'orleans', type: kinds.room, team: null, resource: resources['Salle de code Orléans']!, start: '09:00', end: '21:00' },
      ] as const;
      const agendas: Record<string, number> = {};
      for (const def of agendaDefs) {
        const row = await trx
          .insertInto('agendas')
          .values({
            structure_id: centre,
            agency_id: ids.centre.agencies[def.agency],
            type_id: def.type,
            name: def.name,
            color: def.color,
            team_member_id: def.team,
            resource_id: def.resource,
            day_start: def.start,
            day_end: def.end,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        agendas[def.key] = row.id;
      }
      const portAgenda = await trx
        .insertInto('agendas')
        .values({
          structure_id: ids.port.structureId,
          agency_id: ids.port.agencyId,
          type_id: kinds.vehicle,
          name: 'Renault Mégane (FX-017-LR)',
          color: '#0f766e',
          resource_id: portCar.id,
          day_start: '08:00',
          day_end: '19:00',
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      for (const [name, view, members] of [
        ['Moniteurs d’Orléans', 'week', ['francois', 'julie']],
        ['Salle et véhicules d’Orléans', 'day', ['peugeot', 'salle']],
        ['Tous les moniteurs', 'week', ['francois', 'julie', 'karim', 'isabelle']],
      ] as const) {
        const profile = await trx.insertInto('planning_profiles').values({ structure_id: centre, name, default_view: view }).returning('id').executeTakeFirstOrThrow();
        await trx
          .insertInto('planning_profile_agendas')
          .values(members.map((key, position) => ({ profile_id: profile.id, agenda_id: agendas[key]!, position })))
          .execute();
      }

      const now = deps.now().toISOString();
      await trx
        .insertInto('planning_configs')
        .values([
          { structure_id: centre, agency_id: ids.centre.agencies.orleans, day_start: '08:00', day_end: '19:00', slot_duration_minutes: 60, show_weekend: 1, planning_comment: 'Vérifiez les papiers du véhicule avant chaque examen.', created_at: now, updated_at: now },
          { structure_id: centre, agency_id: ids.centre.agencies.blois, day_start: '08:00', day_end: '19:00', slot_duration_minutes: 60, show_weekend: 1, planning_comment: null, created_at: now, updated_at: now },
          { structure_id: centre, agency_id: ids.centre.agencies.tours, day_start: '08:30', day_end: '18:30', slot_duration_minutes: 60, show_weekend: 0, planning_comment: null, created_at: now, updated_at: now },
        ])
        .execute();
      await trx
        .insertInto('planning_global_configs')
        .values({ structure_id: centre, global_comment: 'Les leçons annulées moins de 48 heures à l’avance sont dues, sauf absence excusée.', updated_at: now })
        .execute();

      // Slots of the current and the next two weeks (the calendar's fetch window), and last week.
      const random = seededRandom(6006);
      const learnersOf = async (agency: Agency) =>
        (
          await trx
            .selectFrom('learners')
            .select('id')
            .where('agency_id', '=', ids.centre.agencies[agency])
            .where('archived', '=', 0)
            .where('is_prospect', '=', 0)
            .orderBy('id')
            .execute()
        ).map((l) => l.id);
      const pools: Record<Agency, number[]> = { orleans: await learnersOf('orleans'), blois: await learnersOf('blois'), tours: await learnersOf('tours') };
      const services = await trx.selectFrom('services').select(['id', 'agency_id', 'code']).where('structure_id', '=', centre).execute();
      const serviceId = (agency: Agency, code: string) => services.find((s) => s.agency_id === ids.centre.agencies[agency] && s.code === code)?.id ?? null;
      const today = now.slice(0, 10);
      const monday = startOfIsoWeek(today);
      type Booking = { slot: Insertable<PlanningSlotsTable>; learners: number[]; excused?: boolean };
      const bookings: Booking[] = [];
      const busy = new Set<string>();
      const take = (agency: Agency, date: string, start: string, count = 1): number[] => {
        const pool = pools[agency];
        const chosen: number[] = [];
        for (let attempt = 0; attempt < pool.length * 2 && chosen.length < count; attempt += 1) {
          const learner = pool[Math.floor(random() * pool.length)]!;
          const key = `${learner}|${date}|${start}`;
          if (busy.has(key) || chosen.includes(learner)) continue;
          busy.add(key);
          chosen.push(learner);
        }
        return chosen;
      };
      const slot = (agenda: string, agency: Agency, date: string, start: string, end: string, extra: Partial<Insertable<PlanningSlotsTable>>): Insertable<PlanningSlotsTable> => ({
        structure_id: centre,
        agency_id: ids.centre.agencies[agency],
        agenda_id: agendas[agenda]!,
        date,
        start_time: start,
        end_time: end,
        status: date < today ? 'done' : 'planned',
        created_by: ids.users['gerant@volant.test'] ?? null,
        created_at: now,
        updated_at: now,
        ...extra,
      });
      const lessonHours = ['08:00', '09:00', '10:00', '11:00', '14:00', '15:00', '16:00', '17:00'];
      const trainerPlans = [
        { agenda: 'francois', agency: 'orleans' as const, team: francois, resource: resources['Peugeot 208']!, location: locations['Agence Orléans Centre']! },
        { agenda: 'julie', agency: 'orleans' as const, team: trainers['julie.moreau@volant.test']!, resource: resources['Toyota Yaris hybride']!, location: locations['Gare d’Orléans (parvis nord)']! },
        { agenda: 'karim', agency: 'blois' as const, team: trainers['karim.benali@volant.test']!, resource: resources['Renault Clio']!, location: locations['Agence de Blois']! },
        { agenda: 'isabelle', agency: 'tours' as const, team: trainers['isabelle.roche@volant.test']!, resource: resources['Citroën C3']!, location: locations['Agence de Tours']! },
      ];
      for (let day = -7; day < 21; day += 1) {
        const date = addDays(monday, day);
        const weekday = isoWeekday(date);
        if (weekday === 7) continue;
        for (const plan of trainerPlans) {
          if (weekday === 6 && plan.agenda === 'isabelle') continue;
          // Julie is on leave on Friday of next week.
          if (plan.agenda === 'julie' && day === 11) {
            bookings.push({ slot: slot(plan.agenda, plan.agency, date, '08:00', '20:00', { is_background: 1, title: 'Congés', team_member_id: plan.team, status: 'planned' }), learners: [] });
            continue;
          }
          if (plan.agenda === 'francois' && weekday === 1) {
            bookings.push({ slot: slot(plan.agenda, plan.agency, date, '12:00', '13:30', { is_background: 1, title: 'Réunion pédagogique', team_member_id: plan.team, status: 'planned' }), learners: [] });
          }
          for (let h = 0; h < lessonHours.length; h += 1) {
            const start = lessonHours[h]!;
            if (weekday === 6 && start >= '14:00') continue;
            const filled = date < today ? 0.8 : date < addDays(monday, 7) ? 0.7 : 0.45;
            if (random() > filled) continue;
            const long = random() < 0.15 && h + 1 < lessonHours.length && lessonHours[h + 1] === `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`;
            const end = `${String(Number(start.slice(0, 2)) + (long ? 2 : 1)).padStart(2, '0')}:00`;
            const learners = take(plan.agency, date, start);
            if (long) {
              for (const l of learners) busy.add(`${l}|${date}|${lessonHours[h + 1]}`);
            }
            const exam = weekday === 3 && start === '10:00' && day >= 0;
            const cancelled = random() < 0.04;
            bookings.push({
              slot: slot(plan.agenda, plan.agency, date, start, end, {
                activity_id: exam ? activities['Examen pratique']! : activities['Leçon de conduite']!,
                service_id: serviceId(plan.agency, exam ? 'EXAM' : 'LECB'),
                location_id: exam ? locations['Centre d’examen de Saran']! : plan.location,
                resource_id: plan.resource,
                team_member_id: plan.team,
                comment: exam ? 'Convocation de l’inspecteur à 10 h 15.' : null,
                ...(cancelled ? { status: 'cancelled' as const } : {}),
              }),
              learners,
              excused: cancelled || (date < today && random() < 0.05),
            });
            if (long) h += 1;
          }
        }
        // Code classes in the Orléans room on Tuesdays and Thursdays evening.
        if (weekday === 2 || weekday === 4) {
          bookings.push({
            slot: slot('salle', 'orleans', date, '18:30', '20:30', {
              activity_id: activities['Cours de code']!,
              service_id: serviceId('orleans', 'CODESALLE'),
              location_id: locations['Agence Orléans Centre']!,
              resource_id: resources['Salle de code Orléans']!,
              team_member_id: trainers['julie.moreau@volant.test']!,
              title: 'Cours de code — thème ' + ['signalisation', 'priorités', 'croisement et dépassement', 'conduite de nuit', 'premiers secours', 'environnement'][Math.abs(day) % 6],
              capacity: 20,
            }),
            learners: take('orleans', date, '18:30', 6 + Math.floor(random() * 6)),
          });
        }
        if (weekday === 3 && day >= 0 && day < 14) {
          bookings.push({ slot: slot('peugeot', 'orleans', date, '07:30', '08:00', { is_background: 1, title: 'Contrôle des niveaux', resource_id: resources['Peugeot 208']!, status: 'planned' }), learners: [] });
        }
      }
      for (const booking of bookings) {
        const row = await trx.insertInto('planning_slots').values(booking.slot).returning('id').executeTakeFirstOrThrow();
        if (booking.learners.length > 0) {
          await trx
            .insertInto('planning_slot_learners')
            .values(booking.learners.map((learner_id) => ({ slot_id: row.id, learner_id, is_excused: booking.excused ? 1 : 0, created_at: now })))
            .execute();
        }
      }
      // Port: a few slots so that scoping shows.
      await trx
        .insertInto('planning_slots')
        .values([0, 1, 2].map((d) => ({ structure_id: ids.port.structureId, agency_id: ids.port.agencyId, agenda_id: portAgenda.id, date: addDays(monday, d), start_time: '10:00', end_time: '11:00', resource_id: portCar.id, created_at: now, updated_at: now })))
        .execute();

      // Payment schedules of a third of the Orléans and Blois learners: one instalment fallen due a
      // month ago, one due today (the school's day, in Paris) and one next month, whatever the weekday.
      const schoolDay = parisDate(deps.now());
      const deadlines = [];
      for (const agency of ['orleans', 'blois'] as const) {
        for (const learner of pools[agency].filter((_, i) => i % 3 === 0)) {
          for (let k = 0; k < 3; k += 1) {
            const due = addDays(schoolDay, -28 + k * 28);
            const paid = due < schoolDay && random() < 0.6;
            deadlines.push({
              structure_id: centre,
              agency_id: ids.centre.agencies[agency],
              learner_id: learner,
              label: `Échéance ${k + 1}/3 — forfait permis B`,
              due_date: due,
              amount_cents: 39_000,
              paid_at: paid ? `${due}T10:00:00.000Z` : null,
            });
          }
        }
      }
      if (deadlines.length > 0) await trx.insertInto('learner_payment_deadlines').values(deadlines).execute();

      await trx
        .insertInto('planning_operation_histories')
        .values([
          { structure_id: centre, agency_id: null, user_id: ids.users['gerant@volant.test'] ?? null, action: 'configuration', description: 'Configuration du planning des agences d’Orléans, Blois et Tours', created_at: addDays(monday, -8) + 'T09:00:00.000Z' },
          { structure_id: centre, agency_id: ids.centre.agencies.orleans, user_id: ids.users['gerant@volant.test'] ?? null, action: 'slot_created', description: `${bookings.length} créneaux planifiés pour les quatre semaines à venir`, created_at: addDays(monday, -7) + 'T08:15:00.000Z' },
        ])
        .execute();
    });
  },
};
