import { z } from 'zod';
import { ROLES } from '../../shared/auth/roles';
import { embeddedRefSchema } from '../../shared/references/schema';
import { zEmail, zOptionalText, zPhone, zRef, zText } from '../../shared/schema/fields';

/** The account types a structure's team member can have (spec part 2 §3: Formateur, Personnel administratif, manager). */
export const ACCOUNT_TYPES = [ROLES.trainer, ROLES.administrative, ROLES.manager] as const;

export const WEAK_PASSWORD = 'Le mot de passe doit contenir au moins 10 caractères, dont une majuscule, une minuscule et un chiffre.';

/** A strong enough password: 10 characters at least, with a lower-case letter, an upper-case letter and a digit. */
export const zPassword = z
  .string({ message: WEAK_PASSWORD })
  .max(128, 'Le mot de passe ne peut pas dépasser 128 caractères.')
  .refine((value) => value.length >= 10 && /[a-zà-ÿ]/.test(value) && /[A-ZÀ-Þ]/.test(value) && /\d/.test(value), WEAK_PASSWORD);

/** A phone number, or empty (null); absent stays absent (merge-patch). */
const optionalPhone = z
  .union([zPhone, z.literal(''), z.null()])
  .transform((value) => (value ? value : null))
  .optional();

const accountType = z.enum(ACCOUNT_TYPES, { message: 'Type de compte invalide.' });

const agencies = z.array(zRef).max(100);

/** `POST /team-members`: a manager works on every agency; the others need at least one agency. */
export const teamMemberCreateSchema = z
  .strictObject({
    firstName: zText(80, 'Le prénom'),
    lastName: zText(80, 'Le nom'),
    email: zEmail,
    phone: optionalPhone,
    accountType,
    account: zRef.nullable().default(null),
    agencies: agencies.default([]),
    teachingLicence: zOptionalText(40),
  })
  .refine((value) => value.accountType === ROLES.manager || value.agencies.length > 0, {
    message: 'Choisissez au moins une agence.',
    path: ['agencies'],
  });

/** `PATCH /team-members/{id}` (merge-patch); `archived` archives or restores the member. */
export const teamMemberPatchSchema = z.strictObject({
  firstName: zText(80, 'Le prénom').optional(),
  lastName: zText(80, 'Le nom').optional(),
  email: zEmail.optional(),
  phone: optionalPhone,
  accountType: accountType.optional(),
  account: zRef.nullable().optional(),
  agencies: agencies.optional(),
  teachingLicence: zOptionalText(40).optional(),
  archived: z.boolean().optional(),
});

/** `PATCH /users/{id}` (merge-patch): what a user changes on their own profile. */
export const profilePatchSchema = z.strictObject({
  firstName: zText(80, 'Le prénom').optional(),
  lastName: zText(80, 'Le nom').optional(),
  phone: optionalPhone,
  /** The uploaded photo (`POST /materials/assets`), null removes it. */
  photo: zRef.nullable().optional(),
});

/** `PATCH /users/change-password/{id}`. */
export const changePasswordSchema = z
  .strictObject({
    currentPassword: z.string().min(1, 'Le mot de passe actuel est obligatoire.').max(128),
    newPassword: zPassword,
    confirmation: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmation, {
    message: 'Les deux mots de passe ne correspondent pas.',
    path: ['confirmation'],
  });

/** `POST /users/reset-password`: a new temporary password sent by e-mail to the user. */
export const resetPasswordSchema = z.strictObject({
  user: zRef,
  email: zEmail,
});

/** What `PATCH /users/{id}` answers: the profile fields one changes (the session fields are read by `GET /users/{id}`). */
export const profileAnswerSchema = z.strictObject({
  '@id': z.string(),
  '@type': z.literal('User'),
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  photoUrl: z.string().nullable(),
});
export type ProfileAnswer = z.output<typeof profileAnswerSchema>;

/** A team member as `/team-members` answers it (the declared answer). */
export const teamMemberSchema = z.strictObject({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  accountType: z.string(),
  account: embeddedRefSchema.nullable(),
  archived: z.boolean(),
  teachingLicence: z.string().nullable(),
  agencies: z.array(embeddedRefSchema),
  allAgencies: z.boolean(),
  photoUrl: z.string().nullable(),
  createdAt: z.string(),
});

/** A membership as `GET /agency_team_members` answers it (the declared answer). */
export const agencyTeamMemberSchema = z.strictObject({
  agency: embeddedRefSchema,
  teamMember: z.strictObject({ '@id': z.string(), id: z.number().int(), firstName: z.string(), lastName: z.string(), accountType: z.string(), archived: z.boolean() }),
});

export type TeamMemberCreate = z.output<typeof teamMemberCreateSchema>;
export type TeamMemberPatch = z.output<typeof teamMemberPatchSchema>;
export type ProfilePatch = z.output<typeof profilePatchSchema>;
export type ChangePassword = z.output<typeof changePasswordSchema>;
export type ResetPassword = z.output<typeof resetPasswordSchema>;
