import type { EmbeddedRef } from '../../src/shared/references/types';
import { iri } from './hydra';

// The small references an answer embeds for a row's joined records, written once for every resource.

/** An agency as answers embed it (`@id`, id, name). */
export const agencyRef = (id: number, name: string): EmbeddedRef => ({ '@id': iri('/agencies', id), id, name });

/** A learner named by the columns of a left join (a missing name reads as empty). */
export const learnerNameRef = (id: number, firstName: string | null, lastName: string | null) => ({
  '@id': iri('/learners', id),
  id,
  firstName: firstName ?? '',
  lastName: lastName ?? '',
});
