import type { Migration } from 'kysely';
import { core } from './0001_core';
import { organisations } from './0100_organisations';
import { vat } from './0200_vat';
import { services } from './0201_services';
import { planningReference } from './0300_planning_reference';
import { materials } from './0301_materials';
import { planningConfig } from './0302_planning_config';
import { planningSlots } from './0303_planning_slots';

/**
 * Every migration, by name (applied in name order). Each area has a range of names, so that a
 * table is created after those it references: 0001 core, 0100 learners, 0200 accounting,
 * 0300 planning and materials, 0400 national services, 0500 administration, 0600 dashboards and
 * pushes. Adding one is a line here with its file beside this one.
 */
export const migrations: Record<string, Migration> = {
  '0001_core': core,
  '0100_organisations': organisations,
  '0200_vat': vat,
  '0201_services': services,
  '0300_planning_reference': planningReference,
  '0301_materials': materials,
  '0302_planning_config': planningConfig,
  '0303_planning_slots': planningSlots,
};
