import { z } from 'zod';

// The declared answers of the session endpoints (server/auth/): documented, and every answer the
// tests receive is checked against them.

const missingSchema = z.array(z.strictObject({ id: z.number().int(), name: z.string(), missing: z.array(z.string()) }));

/** The signed-in user as `POST /auth` and `GET /users/{id}` answer it. */
export const sessionUserSchema = z.strictObject({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
  structure: z.strictObject({ id: z.number().int(), codeClient: z.string(), studentsPhotoAllowed: z.boolean() }),
  agencies: z.array(z.strictObject({ '@id': z.string(), id: z.number().int(), name: z.string(), isPrincipal: z.boolean() })),
  allAgencies: z.boolean(),
  permissions: z.array(z.string()),
  selectedAgency: z.number().int().nullable(),
  isConfigGeneral: z.boolean().nullable(),
  managed_structures: z.array(z.strictObject({ id: z.number().int(), name: z.string() })),
  avis_solution: z.boolean(),
  survey_link: z.string().nullable(),
  adminType: z.string().nullable(),
  missing_modal: z.strictObject({ agencies: missingSchema, formateurs: missingSchema }),
});

/** `POST /token/refresh`: the new pair. */
export const tokenPairSchema = z.strictObject({ token: z.string(), refresh_token: z.string() });

/** `POST /auth`: the pair and the session user. */
export const authResponseSchema = tokenPairSchema.extend({ user: sessionUserSchema });

/** `GET /users/{id}`: the session shape with the profile fields of the administration area. */
export const userProfileSchema = sessionUserSchema.extend({
  '@id': z.string(),
  '@type': z.literal('User'),
  phone: z.string().nullable(),
  photoUrl: z.string().nullable(),
});
export type UserProfile = z.output<typeof userProfileSchema>;

/** The structure's review solution as `GET /review/solution` answers it (`ReviewSolution`). */
export const reviewSolutionSchema = z.strictObject({
  structure: z.number().int(),
  /** The advice entries (« Suivi des demandes », « Avis certifiés ») show only when true. */
  avisSolution: z.boolean(),
  /** Without the solution, the satisfaction entry leads here (none: no entry). */
  surveyLink: z.string().nullable(),
});
