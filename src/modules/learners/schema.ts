import { z } from 'zod';
import { embeddedRefSchema, embeddedTrainingSchema, learnerSummarySchema } from '../../shared/references/schema';
import { zBlankable, zDate, zEmail, zOptionalText, zPhone, zRef, zText } from '../../shared/schema/fields';
import { TRAINING_STATUS_LABELS, type TrainingStatus } from '../../shared/references/training-status';
import { learnerHoursSchema } from '../../shared/learners/hours';

const zNeph = z.string().trim().regex(/^\d{12}$/, 'Le NEPH compte 12 chiffres.');
const zPostalCode = z.string().trim().regex(/^\d{5}$/, 'Le code postal compte 5 chiffres.');
const zCivility = z.enum(['M.', 'Mme'], { message: 'Civilité invalide.' });
const zBirthDate = zDate.refine((value) => value <= new Date().toISOString().slice(0, 10), 'La date de naissance ne peut pas être dans le futur.');

/** Identity fields shared by creation and update. */
const identity = {
  civility: zBlankable(zCivility),
  firstName: zText(80, 'Le prénom'),
  lastName: zText(80, 'Le nom'),
  email: zBlankable(zEmail),
  phone: zBlankable(zPhone),
  birthDate: zBlankable(zBirthDate),
  birthPlace: zOptionalText(120),
  address: zOptionalText(255),
  postalCode: zBlankable(zPostalCode),
  city: zOptionalText(120),
  neph: zBlankable(zNeph),
};

/** The training a learner is registered to when created (optional: a prospect may have none yet). */
export const registrationFields = {
  training: zRef,
  field: zBlankable(zRef),
  financier: zBlankable(zRef),
  startDate: zBlankable(zDate),
};

/** `POST /learners`: identity, agency, and the first training registration. */
export const learnerCreateSchema = z.strictObject({
  ...identity,
  agency: zRef,
  isProspect: z.boolean().default(false),
  registration: z.strictObject(registrationFields).nullish().transform((value) => value ?? null),
});

/** The learner form of the list (creation): identity and an optional first training, sent as `POST /learners`. */
export const learnerFormSchema = z
  .strictObject({
    ...identity,
    agency: zRef,
    isProspect: z.boolean(),
    training: zBlankable(zRef),
    field: zBlankable(zRef),
    financier: zBlankable(zRef),
    startDate: zBlankable(zDate),
  })
  .transform(({ training, field, financier, startDate, ...rest }) => ({
    ...rest,
    registration: training === null ? null : { training, field, financier, startDate },
  }));

/** The identity form of the record (edition), sent as a merge-patch. */
export const learnerIdentitySchema = z.strictObject({ ...identity, agency: zRef, isProspect: z.boolean() });

/** `PATCH /learners/{id}` (merge-patch). Changing `training` (the current one) needs isModifyLearners. */
export const learnerPatchSchema = z.strictObject({
  civility: identity.civility.optional(),
  firstName: identity.firstName.optional(),
  lastName: identity.lastName.optional(),
  email: identity.email.optional(),
  phone: identity.phone.optional(),
  birthDate: identity.birthDate.optional(),
  birthPlace: identity.birthPlace.optional(),
  address: identity.address.optional(),
  postalCode: identity.postalCode.optional(),
  city: identity.city.optional(),
  neph: identity.neph.optional(),
  agency: zRef.optional(),
  isProspect: z.boolean().optional(),
  archived: z.boolean().optional(),
  training: zRef.nullable().optional(),
});

/** `PATCH /learner-archive/{id}`: the archive action's own payload. */
export const learnerArchiveSchema = z.strictObject({ archived: z.literal(true, { message: 'Seul l’archivage est possible ici.' }) });

const zTrainingStatus = z.enum(Object.keys(TRAINING_STATUS_LABELS) as [TrainingStatus, ...TrainingStatus[]], { message: 'Statut de formation invalide.' });

/** `POST /registrations/to-trainings`. */
export const registrationCreateSchema = z.strictObject({
  learner: zRef,
  ...registrationFields,
  isProspect: z.boolean().default(false),
});

/** `PATCH /registrations/to-trainings/{id}`. */
export const registrationPatchSchema = z.strictObject({
  field: registrationFields.field.optional(),
  financier: registrationFields.financier.optional(),
  startDate: registrationFields.startDate.optional(),
  isProspect: z.boolean().optional(),
  status: zTrainingStatus.optional(),
});

const zHours = z
  .number({ message: 'Nombre d’heures invalide.' })
  .finite('Nombre d’heures invalide.')
  .min(0, 'Le nombre d’heures ne peut pas être négatif.')
  .max(500, 'Nombre d’heures trop élevé.')
  .refine((value) => Number.isInteger(value * 2), 'Par demi-heures (ex. 20 ou 20,5).');

/** `POST /registrations/evaluations`: the prior evaluation of the model contract. */
export const evaluationCreateSchema = z.strictObject({
  learner: zRef,
  training: zRef,
  evaluationDate: zDate,
  forecastHours: zHours,
  evaluator: zBlankable(zRef),
  comment: zOptionalText(2000),
});

/**
 * `POST /registrations/to-applications`: registers the learner to an onboarding application active
 * for their agency; `training` (one of the learner's trainings) for the applications that work per
 * training, empty otherwise.
 */
export const applicationRegistrationCreateSchema = z.strictObject({
  learner: zRef,
  application: z.union([z.number(), z.string()]).transform((value, ctx) => {
    const ref = zRef.safeParse(value);
    if (ref.success) return ref.data;
    ctx.addIssue({ code: 'custom', message: value === '' ? 'Choisissez une application.' : 'Référence invalide.' });
    return z.NEVER;
  }),
  training: zBlankable(zRef),
});

/** `POST /observations`. */
export const observationCreateSchema = z.strictObject({
  learner: zRef,
  content: zText(5000, 'L’observation'),
});

/** `PATCH /observations/{id}`. */
export const observationPatchSchema = z.strictObject({ content: zText(5000, 'L’observation') });

const zDuration = z
  .number({ message: 'Durée invalide.' })
  .int('La durée est un nombre entier de minutes.')
  .min(5, 'La durée est d’au moins 5 minutes.')
  .max(1440, 'La durée ne peut pas dépasser 24 heures.');

const journalLine = {
  date: zDate,
  label: zText(120, 'Le libellé'),
  durationMinutes: zDuration,
  comment: zOptionalText(1000),
};

/** `POST /student-tracking/service-journals` (bulk: several lines for one learner). */
export const serviceJournalBulkSchema = z.strictObject({
  learner: zRef,
  journals: z.array(z.strictObject(journalLine)).min(1, 'Ajoutez au moins une ligne.').max(100, 'Cent lignes au plus à la fois.'),
});

/** `PATCH /student-tracking/service-journals/{id}`. */
export const serviceJournalPatchSchema = z.strictObject({
  date: journalLine.date.optional(),
  label: journalLine.label.optional(),
  durationMinutes: journalLine.durationMinutes.optional(),
  comment: journalLine.comment.optional(),
});

/** `PATCH /student-tracking/service-journals-used/{id}`. */
export const serviceJournalUsedSchema = z.strictObject({ used: z.boolean() });

const zTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Heure invalide (HH:MM).');

export const weeklySlotSchema = z
  .strictObject({
    day: z.number().int().min(1, 'Jour invalide.').max(7, 'Jour invalide.'),
    start: zTime,
    end: zTime,
  })
  .refine((slot) => slot.start < slot.end, { message: 'L’heure de fin doit suivre l’heure de début.', path: ['end'] });

const period = z
  .strictObject({ start: zBlankable(zDate), end: zBlankable(zDate) })
  .refine((p) => !p.start || !p.end || p.start <= p.end, { message: 'La fin de la période doit suivre son début.', path: ['end'] });

/** `POST /plannings/availability-schedule`. */
export const availabilityCreateSchema = z.strictObject({
  learner: zRef,
  period,
  schedules: z.array(weeklySlotSchema).max(50, 'Cinquante créneaux au plus.'),
});

/** `PATCH /plannings/availability-schedule/{id}`. */
export const availabilityPatchSchema = z.strictObject({
  period: period.optional(),
  schedules: z.array(weeklySlotSchema).max(50, 'Cinquante créneaux au plus.').optional(),
});

/** `POST /survey/send_link`. */
export const surveySendSchema = z.strictObject({ learner: zRef });

/** Fields of the multipart `POST /document/document-upload` (the file travels beside them). */
export const documentUploadSchema = z.strictObject({
  learner: zRef,
  documentType: zRef,
  title: zText(160, 'Le titre'),
  training: zBlankable(zRef),
});

/** Fields of the multipart `POST /document/document-replace`. */
export const documentReplaceSchema = z.strictObject({
  id: zRef,
  title: zText(160, 'Le titre').optional(),
});

export type LearnerCreate = z.output<typeof learnerCreateSchema>;
export type LearnerFormInput = z.input<typeof learnerFormSchema>;
export type LearnerPatch = z.output<typeof learnerPatchSchema>;
export type RegistrationCreate = z.output<typeof registrationCreateSchema>;
export type RegistrationCreateInput = z.input<typeof registrationCreateSchema>;
export type RegistrationPatchInput = z.input<typeof registrationPatchSchema>;
export type RegistrationPatch = z.output<typeof registrationPatchSchema>;
export type EvaluationCreate = z.output<typeof evaluationCreateSchema>;
export type ApplicationRegistrationCreate = z.output<typeof applicationRegistrationCreateSchema>;
export type ObservationCreate = z.output<typeof observationCreateSchema>;
export type ServiceJournalBulk = z.output<typeof serviceJournalBulkSchema>;
export type ServiceJournalPatch = z.output<typeof serviceJournalPatchSchema>;
export type AvailabilityCreate = z.output<typeof availabilityCreateSchema>;
export type AvailabilityPatch = z.output<typeof availabilityPatchSchema>;

/** A kind of document (`/document/document-types`), as the API answers it. */
export const documentTypeSchema = z.strictObject({ id: z.number().int(), code: z.string(), name: z.string() });

/** A document a licence category needs, and whether the learner provided it (`/contracts/contract-document-by-type/{category}`). */
export const categoryDocumentSchema = z.strictObject({
  category: z.string(),
  documentType: documentTypeSchema,
  required: z.boolean(),
  provided: z.boolean(),
});

// ——— A learner and their tracking as the API answers them (the declared outputs of their routes) ———

/** A registration to a training as a learner's answer embeds it (`agencytraininglearners`). */
export const agencyTrainingLearnerSchema = z.strictObject({
  '@id': z.string(),
  id: z.number().int(),
  training: embeddedTrainingSchema,
  field: z.strictObject({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  agency: embeddedRefSchema,
  isProspect: z.boolean(),
  /** The organisation paying the training. */
  financier: embeddedRefSchema.nullable(),
  startDate: z.string().nullable(),
  status: z.enum(['en_cours', 'terminee', 'abandonnee']),
  createdAt: z.string(),
});

/** A learner as the list and the record answer it (`/learners`): the declared output of its reads. */
export const learnerSchema = learnerSummarySchema.extend({
  civility: z.enum(['M.', 'Mme']).nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  birthPlace: z.string().nullable(),
  /** URL of the photo (`/api/learner/photo/{id}`), null when none was uploaded. */
  photo: z.string().nullable(),
  /** The current training (the learner's `training`). */
  activeTrainingId: z.number().int().nullable(),
  /** 1 once a satisfaction survey link has been sent. */
  surveyStatus: z.union([z.literal(0), z.literal(1)]),
  agencytraininglearners: z.array(agencyTrainingLearnerSchema),
  /** Groups the learner belongs to. */
  groups: z.array(embeddedRefSchema),
  updatedAt: z.string(),
});

/** `/learner/hours/{id}`: volumes in hours (the shape is shared with the learner's own space). */
export { learnerHoursSchema };

/** `/learner/details/{id}`: the record's summary and tracking. */
export const learnerDetailsSchema = z.strictObject({
  learnerId: z.number().int(),
  hours: learnerHoursSchema,
  /** Latest document of each type (lastAssetsGroupByType). */
  lastAssetsGroupByType: z.array(z.strictObject({ documentType: documentTypeSchema, documentId: z.number().int(), title: z.string(), createdAt: z.string() })),
  counts: z.strictObject({
    documents: z.number().int(),
    observations: z.number().int(),
    evaluations: z.number().int(),
    contracts: z.number().int(),
    journals: z.number().int(),
  }),
  tracking: z.strictObject({
    evaluationDone: z.boolean(),
    contractSigned: z.boolean(),
    requiredDocuments: z.number().int(),
    providedRequiredDocuments: z.number().int(),
    lastObservationAt: z.string().nullable(),
    surveySent: z.boolean(),
  }),
});

/** A registration to an application as the API answers it (the declared output). */
export const applicationRegistrationSchema = z.strictObject({
  id: z.number().int(),
  learner: z.string(),
  application: z.strictObject({ '@id': z.string(), id: z.number().int(), code: z.string(), name: z.string() }),
  /** The training, for applications that work per training. */
  training: embeddedTrainingSchema.nullable(),
  agency: embeddedRefSchema,
  createdAt: z.string(),
});

/** A learner's document as the list answers it (the declared output). */
export const learnerDocumentSchema = z.strictObject({
  id: z.number().int(),
  learner: z.string(),
  training: embeddedTrainingSchema.nullable(),
  documentType: documentTypeSchema,
  title: z.string(),
  file: z.strictObject({ name: z.string(), mimeType: z.string(), size: z.number().int(), url: z.string() }),
  appUserId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** `/observations`: a note on a learner. */
export const observationSchema = z.strictObject({
  id: z.number().int(),
  learner: z.string(),
  author: embeddedRefSchema.nullable(),
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** `/student-tracking/service-journals`: a line of a learner's service journal. */
export const serviceJournalSchema = z.strictObject({
  id: z.number().int(),
  learner: z.string(),
  date: z.string(),
  label: z.string(),
  durationMinutes: z.number().int(),
  comment: z.string().nullable(),
  used: z.boolean(),
  usedAt: z.string().nullable(),
  author: embeddedRefSchema.nullable(),
  createdAt: z.string(),
});

/** `/plannings/availability-schedule`: a learner's weekly availability over a period. */
export const availabilityScheduleSchema = z.strictObject({
  id: z.number().int(),
  learner: z.string(),
  period: z.strictObject({ start: z.string().nullable(), end: z.string().nullable() }),
  /** Weekly slots (day 1 = Monday … 7 = Sunday). */
  schedules: z.array(z.strictObject({ day: z.number().int(), start: z.string(), end: z.string() })),
  updatedAt: z.string(),
});

/** `/registrations/evaluations`: a prior evaluation (forecast volume of lessons). */
export const evaluationSchema = z.strictObject({
  id: z.number().int(),
  learner: z.string(),
  training: embeddedTrainingSchema,
  evaluationDate: z.string(),
  forecastHours: z.number(),
  evaluator: embeddedRefSchema.nullable(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});

/** `/registrations/to-trainings`: a registration to a training, its relations as IRIs. */
export const registrationSchema = z.strictObject({
  id: z.number().int(),
  learner: z.string(),
  training: z.string(),
  field: z.string().nullable(),
  agency: z.string(),
  isProspect: z.boolean(),
  financier: z.string().nullable(),
  startDate: z.string().nullable(),
  status: z.enum(['en_cours', 'terminee', 'abandonnee']),
  createdAt: z.string(),
});
