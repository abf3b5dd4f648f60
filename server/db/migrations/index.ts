import type { Migration } from 'kysely';
import { core } from './0001_core';

/**
 * Every migration, by name (applied in name order). Adding an area is one line here, e.g.
 * `'0100_accounting': accounting,` with its file beside this one.
 */
export const migrations: Record<string, Migration> = {
  '0001_core': core,
};
