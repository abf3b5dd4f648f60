import { PLANNING_CONFIGURATION } from '../../../src/shared/auth/permission-groups';
import { AGENDAS_PATH } from '../../../src/shared/references/planning';
import { agendaCreateSchema, agendaPatchSchema, agendaSchema } from '../../../src/modules/planning-config/schema';
import { conflict, invalidField } from '../../core/errors';
import { crudDeclarations } from '../../core/routes/crud';
import type { RouteDeclaration } from '../../core/routes/types';
import { assertAgency } from '../../core/scope';
import { AGENDA_LIST, checkAgendaSubject, selectAgendas, toAgendaWith } from './agenda-store';

/** `/plannings/agendas`: CRUD; `{active: false}` deactivates; an agenda with slots cannot be deleted. */
export const AGENDA_ROUTES: readonly RouteDeclaration[] = crudDeclarations({
  path: AGENDAS_PATH,
  type: 'Agenda',
  output: agendaSchema,
  access: { read: 'authenticated', write: PLANNING_CONFIGURATION },
  summaries: {
    list: 'Lists the agendas of the caller’s agencies, active first.',
    read: 'Reads an agenda.',
    create: 'Creates the agenda of a trainer or of a material resource.',
    update: 'Updates an agenda (merge-patch; `active: false` deactivates it); its slots follow its trainer or resource.',
    remove: 'Deletes an agenda that has no slot.',
  },
  select: selectAgendas,
  idColumn: 'agendas.id',
  toItem: toAgendaWith('team-members'),
  list: AGENDA_LIST,
  create: {
    schema: agendaCreateSchema,
    async insert(deps, auth, input) {
      assertAgency(auth, input.agency);
      const subject = await checkAgendaSubject(deps.db, auth, { typeId: input.type, agencyId: input.agency, teamMember: input.teamMember, resource: input.resource });
      const row = await deps.db
        .insertInto('agendas')
        .values({
          structure_id: auth.structureId,
          agency_id: input.agency,
          type_id: input.type,
          name: input.name,
          color: input.color,
          team_member_id: subject.teamMember,
          resource_id: subject.resource,
          day_start: input.dayStart,
          day_end: input.dayEnd,
          active: input.active ? 1 : 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  },
  update: {
    schema: agendaPatchSchema,
    async apply(deps, auth, current, input) {
      const dayStart = input.dayStart ?? current.day_start;
      const dayEnd = input.dayEnd ?? current.day_end;
      if (dayStart >= dayEnd) throw invalidField('dayEnd', 'L’heure de fin doit être postérieure à l’heure de début.');
      const subject =
        input.teamMember !== undefined || input.resource !== undefined
          ? await checkAgendaSubject(deps.db, auth, {
              typeId: current.type_id,
              agencyId: current.agency_id,
              teamMember: input.teamMember === undefined ? current.team_member_id : input.teamMember,
              resource: input.resource === undefined ? current.resource_id : input.resource,
            })
          : { teamMember: current.team_member_id, resource: current.resource_id };
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('agendas')
          .set({
            name: input.name ?? current.name,
            color: input.color ?? current.color,
            team_member_id: subject.teamMember,
            resource_id: subject.resource,
            day_start: dayStart,
            day_end: dayEnd,
            ...(input.active === undefined ? {} : { active: input.active ? 1 : 0 }),
          })
          .where('id', '=', current.id)
          .execute();
        // The slots of a trainer agenda follow its trainer, those of a material agenda its material.
        if (subject.teamMember !== current.team_member_id && current.type_is_resource === 0) {
          await trx.updateTable('planning_slots').set({ team_member_id: subject.teamMember }).where('agenda_id', '=', current.id).execute();
        }
        if (subject.resource !== current.resource_id && current.type_is_resource === 1) {
          await trx.updateTable('planning_slots').set({ resource_id: subject.resource }).where('agenda_id', '=', current.id).execute();
        }
      });
    },
  },
  remove: {
    async apply(deps, _auth, current) {
      const slot = await deps.db.selectFrom('planning_slots').select('id').where('agenda_id', '=', current.id).executeTakeFirst();
      if (slot) throw conflict('Cet agenda a des créneaux : désactivez-le plutôt que de le supprimer.');
      await deps.db.deleteFrom('agendas').where('id', '=', current.id).execute();
    },
  },
});
