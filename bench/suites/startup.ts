import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startBuiltServer } from '../lib/server';
import { median, round } from '../lib/stats';
import { atMost, type Suite } from '../lib/types';

/** Server ready (migrated, listening) on an existing database: median of 5 starts after a first seeding start. */
export const startupSuite: Suite = {
  name: 'startup',
  async run({ root, scratch, log }) {
    const varDir = join(scratch, 'startup');
    mkdirSync(varDir, { recursive: true });
    const first = await startBuiltServer(root, varDir);
    await first.stop();
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const server = await startBuiltServer(root, varDir);
      times.push(server.readyMs);
      await server.stop();
    }
    log(`  start-up times: ${times.map((t) => round(t, 0)).join(', ')} ms`);
    return [atMost('startup', 'server ready on an existing database', round(median(times), 0), 1500, 'ms', 'median of 5')];
  },
};
