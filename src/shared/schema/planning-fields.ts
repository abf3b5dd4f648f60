import { z } from 'zod';

/**
 * Field schemas of the planning areas (planning configuration, planning, materials), shared by their
 * forms and the reference server.
 */

/** A local time of day `HH:MM` (24 h). `HH:MM` strings compare in time order. */
export const zTime = z
  .string({ message: 'Heure invalide (format attendu : HH:MM).' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Heure invalide (format attendu : HH:MM).');

/** A colour `#rrggbb`. */
export const zColor = z
  .string({ message: 'Couleur invalide.' })
  .regex(/^#[0-9a-fA-F]{6}$/, 'Couleur invalide (format attendu : #rrggbb).')
  .transform((value) => value.toLowerCase());

/**
 * The team member of an agenda: a bare id or a `/api/team-members/{id}` IRI. The people pickers list
 * `/api/managers/{id}` IRIs; the client rewrites them (spec part 1 §7) and anything else is refused.
 */
export const zTeamMemberRef = z.union([z.number(), z.string()]).transform((value, ctx) => {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value === 'string') {
    const match = /^(?:\/api\/team-members\/)?(\d+)$/.exec(value);
    if (match) return Number(match[1]);
  }
  ctx.addIssue({ code: 'custom', message: 'Formateur invalide : une référence /api/team-members/{id} est attendue.' });
  return z.NEVER;
});
