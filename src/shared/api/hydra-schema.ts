import { z } from 'zod';

/** `hydra:view` of a paged collection (`HydraView`): the links to its first, last, previous and next pages. */
export const hydraViewSchema = z.strictObject({
  '@id': z.string(),
  '@type': z.literal('hydra:PartialCollectionView'),
  'hydra:first': z.string().optional(),
  'hydra:last': z.string().optional(),
  'hydra:previous': z.string().optional(),
  'hydra:next': z.string().optional(),
});
