import type { z } from 'zod';
import type { materialResourceSchema, materialTypeSchema } from './schema';

/** A kind of material (`/materials/types`), e.g. « Voiture boîte manuelle », « Salle de code ». */
export type MaterialType = z.infer<typeof materialTypeSchema>;

/** A material resource (`/materials/resources`): a vehicle, a room, a simulator… of the structure. */
export type MaterialResource = z.infer<typeof materialResourceSchema>;
