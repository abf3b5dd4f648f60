import type { Activity } from '../../shared/references/planning';
import type { Service } from '../../shared/references/types';

const folded = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();

/**
 * The « Prestation » a new slot of this activity bills by default: the first service sold by the hour
 * and named after the activity, in the services' own order (`/products/services/sort`) — « Leçon de
 * conduite B (1 h) » for a « Leçon de conduite ». None when no service fits (docs/decisions.md).
 */
export function defaultServiceFor(activity: Pick<Activity, 'name'> | undefined, services: readonly Pick<Service, 'id' | 'name' | 'unit'>[]): Pick<Service, 'id'> | undefined {
  if (!activity) return undefined;
  const name = folded(activity.name);
  return services.find((service) => service.unit === 'hour' && folded(service.name).startsWith(name));
}
