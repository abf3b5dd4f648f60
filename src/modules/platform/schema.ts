import { z } from 'zod';
import { zDate, zEmail, zPhone, zText } from '../../shared/schema/fields';

const zUrl = z
  .string({ message: 'L’adresse est obligatoire.' })
  .trim()
  .max(500, 'L’adresse ne peut pas dépasser 500 caractères.')
  .refine((value) => /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value), 'Adresse invalide : elle doit commencer par http:// ou https://.');

const zOrder = z.number({ message: 'L’ordre est un nombre.' }).int('L’ordre est un nombre entier.').min(0).max(9999);

/** The fields of a link (`POST /links` sends them as multipart with an optional `file`). */
export const linkSchema = z.strictObject({
  label: zText(80, 'Le libellé'),
  url: zUrl,
  ssp: z.boolean().default(false),
  opensInNewTab: z.boolean().default(true),
  indexOrder: zOrder.default(0),
});

/** `PATCH /links/{id}` (merge-patch). */
export const linkPatchSchema = z.strictObject({
  label: zText(80, 'Le libellé').optional(),
  url: zUrl.optional(),
  ssp: z.boolean().optional(),
  opensInNewTab: z.boolean().optional(),
  indexOrder: zOrder.optional(),
});

const zRoute = z
  .string()
  .trim()
  .max(200)
  .regex(/^\/[a-z0-9\-/é]*$/i, 'La route commence par « / » (ex. /apprenants).');

const tutorialFields = {
  title: zText(120, 'Le titre'),
  url: zUrl,
  route: z.union([zRoute, z.literal(''), z.null()]).transform((value) => (value ? value : null)),
  menu: z.number().int().min(1, 'Le menu est un numéro d’onglet (1 à 7).').max(7, 'Le menu est un numéro d’onglet (1 à 7).').nullable(),
  group: zText(80, 'Le groupe'),
  indexOrder: zOrder,
};

const ROUTE_OR_MENU = { message: 'Indiquez la route ou le menu où le tutoriel s’affiche.', path: ['route'] };

/** `POST /tutorials`. */
export const tutorialSchema = z
  .strictObject({ ...tutorialFields, route: tutorialFields.route.default(null), menu: tutorialFields.menu.default(null), indexOrder: zOrder.default(0) })
  .refine((value) => value.route !== null || value.menu !== null, ROUTE_OR_MENU);

/** `PATCH /tutorials/{id}` (merge-patch). */
export const tutorialPatchSchema = z.strictObject({
  title: tutorialFields.title.optional(),
  url: tutorialFields.url.optional(),
  route: tutorialFields.route.optional(),
  menu: tutorialFields.menu.optional(),
  group: tutorialFields.group.optional(),
  indexOrder: zOrder.optional(),
});

const level = z.enum(['info', 'warning', 'danger'], { message: 'Niveau invalide.' });

/** `POST /notifications`. */
export const notificationSchema = z
  .strictObject({
    title: zText(120, 'Le titre'),
    message: zText(2000, 'Le message'),
    level: level.default('info'),
    startDate: zDate,
    endDate: zDate.nullable().default(null),
    isActive: z.boolean().default(true),
  })
  .refine((value) => value.endDate === null || value.endDate >= value.startDate, {
    message: 'La date de fin doit suivre la date de début.',
    path: ['endDate'],
  });

/** `PATCH /notifications/{id}` (merge-patch). */
export const notificationPatchSchema = z.strictObject({
  title: zText(120, 'Le titre').optional(),
  message: zText(2000, 'Le message').optional(),
  level: level.optional(),
  startDate: zDate.optional(),
  endDate: zDate.nullable().optional(),
  isActive: z.boolean().optional(),
});

/** `POST /sales-service-parameters`: a new version of the parameters (the latest applies). */
export const salesServiceSchema = z.strictObject({
  email: zEmail,
  phone: zPhone,
  bookingUrl: z.union([zUrl, z.literal(''), z.null()]).transform((value) => (value ? value : null)).default(null),
  trialDays: z.number({ message: 'La durée d’essai est un nombre de jours.' }).int().min(0).max(365, 'La durée d’essai ne peut pas dépasser 365 jours.'),
});

/** `PATCH /softwares/settings/{key}`. */
export const softwareSettingSchema = z.strictObject({ value: z.string().trim().max(500, 'La valeur ne peut pas dépasser 500 caractères.') });

// The declared answers of the platform resources (server/resources/platform/): what the API documents
// and the tests check every answer against.

/** A link as `/links` answers it. */
export const platformLinkSchema = z.strictObject({
  id: z.number().int(),
  label: z.string(),
  url: z.string(),
  contentUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  ssp: z.boolean(),
  opensInNewTab: z.boolean(),
  indexOrder: z.number().int(),
});

/** A tutorial as `/tutorials` answers it. */
export const tutorialItemSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  route: z.string().nullable(),
  menu: z.number().int().nullable(),
  group: z.string(),
  indexOrder: z.number().int(),
});

/** A notification as `/notifications` answers it. */
export const platformNotificationSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  level,
  startDate: z.string(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});

/** A version of the sales-service parameters as `/sales-service-parameters` answers it. */
export const salesServiceParametersSchema = z.strictObject({
  id: z.number().int(),
  email: z.string(),
  phone: z.string(),
  bookingUrl: z.string().nullable(),
  trialDays: z.number().int(),
  createdAt: z.string(),
});

/** A platform setting as `/softwares/settings` answers it. */
export const softwareSettingItemSchema = z.strictObject({ key: z.string(), label: z.string(), value: z.string() });

export type LinkInput = z.output<typeof linkSchema>;
export type LinkPatch = z.output<typeof linkPatchSchema>;
export type TutorialInput = z.output<typeof tutorialSchema>;
export type TutorialPatch = z.output<typeof tutorialPatchSchema>;
export type NotificationInput = z.output<typeof notificationSchema>;
export type NotificationPatch = z.output<typeof notificationPatchSchema>;
export type SalesServiceInput = z.output<typeof salesServiceSchema>;
