import { z } from 'zod';
import { embeddedRefSchema } from '../../shared/references/schema';

// The declared output of the dashboard calls (spec part 2 §7): the server documents and checks its
// answers against these; the screens read the types of ./types.ts.

const personRefSchema = z.strictObject({ '@id': z.string(), id: z.number().int(), firstName: z.string(), lastName: z.string() });
const learnerRefSchema = personRefSchema.extend({ phone: z.string().nullable(), email: z.string().nullable() });
const scopeSchema = z.strictObject({ startDate: z.string(), endDate: z.string(), agencies: z.array(embeddedRefSchema) });
const trainingRefSchema = z.strictObject({ id: z.number().int(), code: z.string(), name: z.string() });
const lessonStatus = z.enum(['planned', 'done', 'cancelled']);
const amountLine = { count: z.number().int().min(0), amount: z.number() };

export const accountingSummarySchema = z.strictObject({
  scope: scopeSchema,
  invoiced: z.number(),
  invoiceCount: z.number().int().min(0),
  credited: z.number(),
  collected: z.number(),
  outstanding: z.number(),
  overdue: z.number(),
  pendingQuotations: z.strictObject(amountLine),
  quotationAcceptanceRate: z.number().nullable(),
  months: z.array(z.strictObject({ month: z.string(), invoiced: z.number(), collected: z.number() })),
});

export const teamMemberTimeSheetSchema = z.strictObject({
  teamMember: personRefSchema.extend({ accountType: z.string() }),
  lessons: z.number().int().min(0),
  hoursDone: z.number(),
  hoursPlanned: z.number(),
  hoursCancelled: z.number(),
  hoursUnavailable: z.number(),
  learners: z.number().int().min(0),
});

export const labellingStatisticsSchema = z.strictObject({
  scope: scopeSchema,
  trainings: z.array(
    z.strictObject({
      training: trainingRefSchema.extend({ '@id': z.string() }),
      registrations: z.number().int().min(0),
      contractsSigned: z.number().int().min(0),
      learnersTrained: z.number().int().min(0),
      hoursDone: z.number(),
      averageHoursPerLearner: z.number().nullable(),
      averageForecastHours: z.number().nullable(),
    }),
  ),
  notices: z.strictObject({ count: z.number().int().min(0), averageRating: z.number().nullable(), satisfactionRate: z.number().nullable() }),
  examRegistrations: z.number().int().min(0),
});

export const dueDateStatisticSchema = z.strictObject({
  today: z.string(),
  buckets: z.array(z.strictObject({ bucket: z.enum(['overdue', 'week', 'month', 'later']), ...amountLine })),
  months: z.array(z.strictObject({ month: z.string(), ...amountLine })),
});

export const dueDateRowSchema = z.strictObject({
  /** An invoice's balance, an instalment, or an opening balance taken over from the previous software. */
  kind: z.enum(['deadline', 'invoice', 'opening']),
  id: z.number().int(),
  label: z.string(),
  dueDate: z.string(),
  amount: z.number(),
  daysLate: z.number().int().min(0),
  learner: learnerRefSchema.nullable(),
  customerName: z.string(),
  agency: embeddedRefSchema,
});

export const birthdayRowSchema = z.strictObject({
  learner: learnerRefSchema,
  birthDate: z.string(),
  nextBirthday: z.string(),
  age: z.number().int(),
  daysUntil: z.number().int().min(0),
  agency: embeddedRefSchema,
});

export const contractRowSchema = z.strictObject({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(['draft', 'validated', 'signed']),
  followUp: z.enum(['draft', 'toSign', 'ending', 'active']),
  learner: learnerRefSchema,
  training: trainingRefSchema,
  startDate: z.string(),
  endDate: z.string(),
  forecastHours: z.number(),
  hoursDone: z.number(),
  createdAt: z.string(),
  agency: embeddedRefSchema,
});

export const operationRowSchema = z.strictObject({
  id: z.number().int(),
  action: z.string(),
  description: z.string(),
  createdAt: z.string(),
  user: personRefSchema.nullable(),
  agency: embeddedRefSchema.nullable(),
});

export const learnerPlanningRowSchema = z.strictObject({
  id: z.number().int(),
  slotId: z.number().int(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  title: z.string(),
  status: lessonStatus,
  learner: learnerRefSchema,
  agenda: z.strictObject({ id: z.number().int(), name: z.string() }),
  location: z.string().nullable(),
  vehicle: z.string().nullable(),
  isExcused: z.boolean(),
  agency: embeddedRefSchema,
});

export const plannedLearnerProgressSchema = z.strictObject({
  learner: learnerRefSchema,
  training: trainingRefSchema.nullable(),
  lessons: z.number().int().min(0),
  nextLesson: z.string().nullable(),
  forecastHours: z.number().nullable(),
  hoursDone: z.number(),
  hoursPlanned: z.number(),
  progress: z.number().nullable(),
  agency: embeddedRefSchema,
});

export const dashboardSlotSchema = z.strictObject({
  id: z.number().int(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  title: z.string(),
  status: lessonStatus,
  isBackground: z.boolean(),
  agenda: z.strictObject({ id: z.number().int(), name: z.string(), color: z.string() }),
  agency: embeddedRefSchema,
  teamMember: personRefSchema.nullable(),
  vehicle: z.string().nullable(),
  location: z.string().nullable(),
  learnersCount: z.number().int().min(0),
  learners: z.array(personRefSchema.extend({ isExcused: z.boolean() })),
});

export const managerSchema = z.strictObject({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  agencies: z.array(embeddedRefSchema),
});
