import { PLANNING_CONFIGURATION } from '../../../src/shared/auth/permission-groups';
import { LOCATIONS_PATH, type AppointmentLocation } from '../../../src/shared/references/planning';
import { appointmentLocationSchema, locationCreateSchema, locationPatchSchema } from '../../../src/modules/planning-config/schema';
import type { AppDeps, AuthContext } from '../../core/env';
import { crudDeclarations } from '../../core/routes/crud';
import type { RouteDeclaration } from '../../core/routes/types';
import { assertAgency, inStructureOrCallerAgencies } from '../../core/scope';
import { agencyRef } from '../../core/references';
import type { RowOf } from '../../db/rows';

function selectLocations(deps: AppDeps, auth: AuthContext) {
  return deps.db
    .selectFrom('appointment_locations')
    .leftJoin('agencies', 'agencies.id', 'appointment_locations.agency_id')
    .select([
      'appointment_locations.id',
      'appointment_locations.name',
      'appointment_locations.address',
      'appointment_locations.postal_code',
      'appointment_locations.city',
      'appointment_locations.agency_id',
      'appointment_locations.created_at',
      'agencies.name as agency_name',
    ])
    .$call(inStructureOrCallerAgencies(auth, 'appointment_locations'));
}

type LocationRow = RowOf<typeof selectLocations>;

/** `/plannings/appointment-location`: where lessons and exams take place. */
export const APPOINTMENT_LOCATION_ROUTES: readonly RouteDeclaration[] = crudDeclarations({
  path: LOCATIONS_PATH,
  type: 'AppointmentLocation',
  output: appointmentLocationSchema,
  access: { read: 'authenticated', write: PLANNING_CONFIGURATION },
  summaries: {
    list: 'Lists the appointment locations of the structure and of the caller’s agencies.',
    read: 'Reads an appointment location.',
    create: 'Creates an appointment location (agency null: shared by the structure).',
    update: 'Updates an appointment location (merge-patch).',
    remove: 'Deletes an appointment location.',
  },
  select: selectLocations,
  idColumn: 'appointment_locations.id',
  toItem: (row: LocationRow): AppointmentLocation => ({
    id: row.id,
    name: row.name,
    address: row.address,
    postalCode: row.postal_code,
    city: row.city,
    agency: row.agency_id === null ? null : agencyRef(row.agency_id, row.agency_name ?? ''),
    createdAt: row.created_at,
  }),
  list: {
    defaultItemsPerPage: 10,
    maxItemsPerPage: 5000,
    order: { name: 'appointment_locations.name', city: 'appointment_locations.city', createdAt: 'appointment_locations.created_at', agency: 'agencies.name' },
    defaultOrder: [['appointment_locations.name', 'asc']],
    search: ['appointment_locations.name', 'appointment_locations.address', 'appointment_locations.city'],
    exact: { agency: { column: 'appointment_locations.agency_id', kind: 'int' } },
  },
  create: {
    schema: locationCreateSchema,
    async insert(deps, auth, input) {
      if (input.agency !== null) assertAgency(auth, input.agency);
      const row = await deps.db
        .insertInto('appointment_locations')
        .values({
          structure_id: auth.structureId,
          agency_id: input.agency,
          name: input.name,
          address: input.address,
          postal_code: input.postalCode,
          city: input.city,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  },
  update: {
    schema: locationPatchSchema,
    async apply(deps, auth, current, input) {
      if (input.agency !== undefined && input.agency !== null) assertAgency(auth, input.agency);
      await deps.db
        .updateTable('appointment_locations')
        .set({
          name: input.name ?? current.name,
          address: input.address === undefined ? current.address : input.address,
          postal_code: input.postalCode === undefined ? current.postal_code : input.postalCode,
          city: input.city === undefined ? current.city : input.city,
          agency_id: input.agency === undefined ? current.agency_id : input.agency,
        })
        .where('id', '=', current.id)
        .execute();
    },
  },
  remove: {
    async apply(deps, _auth, current) {
      await deps.db.deleteFrom('appointment_locations').where('id', '=', current.id).execute();
    },
  },
});
