import { FRENCH_RATES } from '../resources/vat/french-rates';
import type { Seeder } from './types';

export const vatSeeder: Seeder = {
  name: 'vat',
  async seed(deps, ids) {
    const agencies: [structureId: number, agencyId: number][] = [
      ...Object.values(ids.centre.agencies).map((agencyId) => [ids.centre.structureId, agencyId] as [number, number]),
      [ids.port.structureId, ids.port.agencyId],
    ];
    for (const [structureId, agencyId] of agencies) {
      const existing = await deps.db.selectFrom('tvas').select('id').where('agency_id', '=', agencyId).executeTakeFirst();
      if (existing) continue;
      await deps.db
        .insertInto('tvas')
        .values(FRENCH_RATES.map((rate) => ({ ...rate, structure_id: structureId, agency_id: agencyId })))
        .execute();
    }
  },
};
