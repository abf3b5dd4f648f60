import type { Seeder } from './types';

/** The services each demo agency sells (prices excluding VAT, in cents; VAT 20 % unless said; the contract price each one fills). */
const DEMO_SERVICES = [
  { name: 'Frais d’inscription', code: 'INSC', unit_price_cents: 8333, unit: 'unit', duration_minutes: null, training: null, contract_fee: 'registration' },
  { name: 'Évaluation de départ', code: 'EVAL', unit_price_cents: 4167, unit: 'unit', duration_minutes: 60, training: 'B', contract_fee: null },
  { name: 'Leçon de conduite B (1 h)', code: 'LECB', unit_price_cents: 4583, unit: 'hour', duration_minutes: 60, training: 'B', contract_fee: null },
  { name: 'Leçon de conduite A2 (1 h)', code: 'LECA2', unit_price_cents: 5417, unit: 'hour', duration_minutes: 60, training: 'A2', contract_fee: null },
  { name: 'Accès code en ligne (6 mois)', code: 'CODE', unit_price_cents: 2500, unit: 'unit', duration_minutes: null, training: null, contract_fee: 'theory' },
  { name: 'Cours de code en salle', code: 'CODESALLE', unit_price_cents: 1250, unit: 'unit', duration_minutes: 120, training: null, contract_fee: 'theory' },
  { name: 'Accompagnement à l’examen pratique', code: 'EXAM', unit_price_cents: 5000, unit: 'exam', duration_minutes: 60, training: 'B', contract_fee: 'exam' },
] as const;

export const servicesSeeder: Seeder = {
  name: 'services',
  async seed(deps, ids) {
    const trainings = await deps.db.selectFrom('trainings').select(['id', 'code']).execute();
    const trainingId = (code: string | null) => (code === null ? null : (trainings.find((t) => t.code === code)?.id ?? null));
    const agencies: [number, number][] = [
      ...Object.values(ids.centre.agencies).map((agencyId) => [ids.centre.structureId, agencyId] as [number, number]),
      [ids.port.structureId, ids.port.agencyId],
    ];
    for (const [structureId, agencyId] of agencies) {
      if (await deps.db.selectFrom('services').select('id').where('agency_id', '=', agencyId).executeTakeFirst()) continue;
      const normal = await deps.db
        .selectFrom('tvas')
        .select('id')
        .where('agency_id', '=', agencyId)
        .where('rate_bp', '=', 2000)
        .executeTakeFirstOrThrow();
      await deps.db
        .insertInto('services')
        .values(
          DEMO_SERVICES.map(({ training, ...service }) => ({
            ...service,
            structure_id: structureId,
            agency_id: agencyId,
            tva_id: normal.id,
            training_id: trainingId(training),
          })),
        )
        .execute();
    }
  },
};
