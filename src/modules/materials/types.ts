import type { EmbeddedRef } from '../../shared/references/types';

/** A kind of material (`/materials/types`), e.g. « Voiture boîte manuelle », « Salle de code ». */
export interface MaterialType {
  id: number;
  name: string;
  /** The kind of agenda a resource of this type gets in the planning (vehicle, room, simulator, other). */
  agendaResourceType: { '@id': string; id: number; code: string; name: string };
  /** Resources of this type. */
  resourceCount: number;
  createdAt: string;
}

/** A material resource (`/materials/resources`): a vehicle, a room, a simulator… of the structure. */
export interface MaterialResource {
  id: number;
  name: string;
  /** Registration plate, serial number… */
  reference: string | null;
  description: string | null;
  type: { '@id': string; id: number; name: string; agendaResourceTypeCode: string };
  /** The agencies of the structure that use it. */
  agencies: EmbeddedRef[];
  /** IRI of the structure. */
  structure: string;
  createdAt: string;
}
