import type { AppDeps } from '../core/env';

/** Ids of the demo data, for area seeders to attach their rows. */
export interface DemoIds {
  centre: { structureId: number; agencies: { orleans: number; blois: number; tours: number } };
  port: { structureId: number; agencyId: number };
  /** User ids by e-mail (admin@volant.test, gerant@volant.test …). */
  users: Record<string, number>;
}

/** An area's demo data. Must be idempotent: seedDemo may run it on a database that already has it. */
export interface Seeder {
  name: string;
  seed(deps: AppDeps, ids: DemoIds): Promise<void>;
}
