import type { Seeder } from './types';

/** Paying bodies of the Centre's principal agency (and one for the Port, for isolation checks). */
const DEMO_ORGANISATIONS = [
  { name: 'OPCO Mobilités', type: 'C2.OPCO', siret: '78431162200057', address: '14 rue Riquet', postal_code: '75019', city: 'Paris', email: 'financement@opco-mobilites.test' },
  { name: 'France Travail Orléans', type: 'C2.FRANCE_TRAVAIL', siret: '13000548100010', address: '21 rue du Faubourg Bannier', postal_code: '45000', city: 'Orléans', email: 'orleans@francetravail.test' },
  { name: 'Transports Loiret Express', type: 'C2.EMPLOYEUR', siret: '52147896300021', address: '250 rue de la Tuilerie', postal_code: '45770', city: 'Saran', email: 'rh@tle.test' },
  { name: 'Mon Compte Formation', type: 'C2.CPF', siret: null, address: null, postal_code: null, city: null, email: null },
] as const;

export const organisationsSeeder: Seeder = {
  name: 'organisations',
  async seed(deps, ids) {
    const types = await deps.db.selectFrom('organization_types').select(['id', 'name']).execute();
    const typeId = (name: string) => types.find((t) => t.name === name)!.id;
    const targets: [number, number, readonly (typeof DEMO_ORGANISATIONS)[number][]][] = [
      [ids.centre.structureId, ids.centre.agencies.orleans, DEMO_ORGANISATIONS],
      [ids.port.structureId, ids.port.agencyId, [DEMO_ORGANISATIONS[3]]],
    ];
    for (const [structureId, agencyId, organisations] of targets) {
      if (await deps.db.selectFrom('organizations').select('id').where('agency_id', '=', agencyId).executeTakeFirst()) continue;
      await deps.db
        .insertInto('organizations')
        .values(
          organisations.map((o) => ({
            structure_id: structureId,
            agency_id: agencyId,
            organization_type_id: typeId(o.type),
            name: o.name,
            siret: o.siret,
            address: o.address,
            postal_code: o.postal_code,
            city: o.city,
            email: o.email,
          })),
        )
        .execute();
    }
  },
};
