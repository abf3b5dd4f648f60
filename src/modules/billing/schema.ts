import { z } from 'zod';
import { embeddedRefSchema } from '../../shared/references/schema';
import { fiscalYearProblem } from '../../shared/accounting/fiscal-year';
import { isValidCreditorId, isValidIban } from '../../shared/accounting/sepa';
import { zDate, zOptionalText, zRef } from '../../shared/schema/fields';

/** Currencies a structure may bill in (ISO 4217). */
export const CURRENCIES = ['EUR', 'XPF', 'CHF'] as const;

const optionalMatching = (pattern: RegExp, message: string, max = 64) =>
  zOptionalText(max).refine((value) => value === null || pattern.test(value), message);

const prefix = z
  .string({ message: 'Le préfixe est obligatoire.' })
  .trim()
  .regex(/^[A-Z0-9]{1,6}$/i, 'Le préfixe compte 1 à 6 lettres ou chiffres.')
  .transform((value) => value.toUpperCase());

const days = (max: number, label: string) =>
  z.number({ message: `${label} doit être un nombre de jours.` }).int(`${label} doit être un nombre entier de jours.`).min(0, `${label} ne peut pas être négatif.`).max(max, `${label} ne peut pas dépasser ${max} jours.`);

/** The settings of a billing configuration (no defaults here: a merge-patch leaves absent fields alone). */
const billingFields = {
  currency: z.enum(CURRENCIES, { message: 'Devise non prise en charge.' }),
  legalName: zOptionalText(160),
  legalForm: zOptionalText(60),
  shareCapital: zOptionalText(40),
  rcs: zOptionalText(120),
  siret: optionalMatching(/^\d{14}$/, 'Le SIRET compte 14 chiffres.'),
  vatNumber: optionalMatching(/^FR[0-9A-Z]{2}\d{9}$/, 'Numéro de TVA intracommunautaire invalide (FR + 2 caractères + SIREN).'),
  approvalNumber: optionalMatching(/^[A-Z0-9]{5,20}$/i, 'Numéro d’agrément invalide.'),
  insurerName: zOptionalText(160),
  insurerPolicy: zOptionalText(80),
  mediatorName: zOptionalText(160),
  mediatorUrl: optionalMatching(/^https?:\/\/\S+$/, 'Adresse web invalide (https://…).', 255),
  iban: zOptionalText(42).refine((value) => value === null || isValidIban(value), 'IBAN invalide.'),
  bic: optionalMatching(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/i, 'BIC invalide.'),
  creditorId: zOptionalText(35).refine((value) => value === null || isValidCreditorId(value), 'Identifiant créancier SEPA (ICS) invalide.'),
  preNotificationDays: days(60, 'Le délai de pré-notification').refine((v) => v >= 2, 'Au moins 2 jours.'),
  quotationPrefix: prefix,
  invoicePrefix: prefix,
  creditNotePrefix: prefix,
  receiptPrefix: prefix,
  numberWithYear: z.boolean(),
  numberPadding: z.number({ message: 'Nombre de chiffres invalide.' }).int().min(3, 'Au moins 3 chiffres.').max(8, 'Au plus 8 chiffres.'),
  quotationValidityDays: days(365, 'La durée de validité').refine((v) => v >= 1, 'Au moins 1 jour.'),
  paymentTermsDays: days(60, 'Le délai de paiement'),
  latePenaltyRate: z
    .number({ message: 'Taux invalide.' })
    .finite('Taux invalide.')
    .min(0, 'Le taux ne peut pas être négatif.')
    .max(100, 'Le taux ne peut pas dépasser 100 %.'),
  footerNote: zOptionalText(500),
};

/**
 * `POST /billings`: the configuration of one agency (`agency`), or of several at once when the
 * structure is configured as a whole (isConfigGeneral: `agency` is the list of its agencies).
 */
export const billingCreateSchema = z.strictObject({
  agency: z.union([zRef, z.array(zRef).min(1, 'Choisissez au moins une agence.')]),
  ...billingFields,
  currency: billingFields.currency.default('EUR'),
  quotationPrefix: prefix.default('D'),
  invoicePrefix: prefix.default('F'),
  creditNotePrefix: prefix.default('AV'),
  receiptPrefix: prefix.default('R'),
  numberWithYear: billingFields.numberWithYear.default(true),
  numberPadding: billingFields.numberPadding.default(5),
  quotationValidityDays: billingFields.quotationValidityDays.default(30),
  paymentTermsDays: billingFields.paymentTermsDays.default(30),
  latePenaltyRate: billingFields.latePenaltyRate.default(10),
  preNotificationDays: billingFields.preNotificationDays.default(14),
});

/** `PATCH /billings/{id}` (merge-patch). */
export const billingPatchSchema = z.strictObject(billingFields).partial();

const account = (label: string) =>
  z.string({ message: `${label} est obligatoire.` }).trim().regex(/^\d{3,10}[A-Z0-9]*$/i, `${label} : numéro de compte invalide.`);
const journal = (label: string) =>
  z.string({ message: `${label} est obligatoire.` }).trim().regex(/^[A-Z0-9]{1,6}$/i, `${label} : code de journal invalide.`).transform((v) => v.toUpperCase());

const customerAccountFields = {
  customerAccount: account('Le compte client'),
  auxiliaryPerLearner: z.boolean(),
  salesAccount: account('Le compte de ventes'),
  exemptSalesAccount: account('Le compte de ventes exonérées de TVA'),
  vatAccount: account('Le compte de TVA collectée'),
  bankAccount: account('Le compte de banque'),
  salesJournal: journal('Le journal des ventes'),
  bankJournal: journal('Le journal de banque'),
  cashAccount: account('Le compte de caisse'),
  cashJournal: journal('Le journal de caisse'),
};

/** The general chart of accounts: what the form proposes and what the exports use while an agency has no settings. */
export const DEFAULT_CUSTOMER_ACCOUNTS = {
  customerAccount: '411000',
  auxiliaryPerLearner: false,
  salesAccount: '706000',
  exemptSalesAccount: '706500',
  vatAccount: '445710',
  bankAccount: '512000',
  salesJournal: 'VE',
  bankJournal: 'BQ',
  cashAccount: '530000',
  cashJournal: 'CA',
} as const;
const d = DEFAULT_CUSTOMER_ACCOUNTS;

/** `POST /billing/customer-account`. */
export const customerAccountCreateSchema = z.strictObject({
  agency: zRef,
  ...customerAccountFields,
  customerAccount: customerAccountFields.customerAccount.default(d.customerAccount),
  auxiliaryPerLearner: customerAccountFields.auxiliaryPerLearner.default(d.auxiliaryPerLearner),
  salesAccount: customerAccountFields.salesAccount.default(d.salesAccount),
  exemptSalesAccount: customerAccountFields.exemptSalesAccount.default(d.exemptSalesAccount),
  vatAccount: customerAccountFields.vatAccount.default(d.vatAccount),
  bankAccount: customerAccountFields.bankAccount.default(d.bankAccount),
  salesJournal: customerAccountFields.salesJournal.default(d.salesJournal),
  bankJournal: customerAccountFields.bankJournal.default(d.bankJournal),
  cashAccount: customerAccountFields.cashAccount.default(d.cashAccount),
  cashJournal: customerAccountFields.cashJournal.default(d.cashJournal),
});

/** `PATCH /billing/customer-account/{id}`. */
export const customerAccountPatchSchema = z.strictObject(customerAccountFields).partial();

/**
 * `PATCH /billing/fiscal-year`: the first fiscal year kept in Volant (start and closing day, up to 24
 * months), or both null to go back to civil years.
 */
export const fiscalYearSchema = z
  .strictObject({ firstStart: zDate.nullable(), firstEnd: zDate.nullable() })
  .superRefine((value, ctx) => {
    // zod runs this even when a field was refused: only two valid dates (or nulls) are compared.
    const valid = (date: unknown) => date === null || zDate.safeParse(date).success;
    if (!valid(value.firstStart) || !valid(value.firstEnd)) return;
    if ((value.firstStart === null) !== (value.firstEnd === null)) {
      ctx.addIssue({ code: 'custom', path: [value.firstStart === null ? 'firstStart' : 'firstEnd'], message: 'Renseignez le début et la clôture du premier exercice, ou aucun des deux.' });
      return;
    }
    const problem = value.firstStart && value.firstEnd ? fiscalYearProblem({ firstStart: value.firstStart, firstEnd: value.firstEnd }) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['firstEnd'], message: problem });
  });
export type FiscalYearInput = z.output<typeof fiscalYearSchema>;

export type BillingCreateInput = z.input<typeof billingCreateSchema>;
export type BillingPatch = z.output<typeof billingPatchSchema>;
export type CustomerAccountCreate = z.output<typeof customerAccountCreateSchema>;
export type CustomerAccountPatch = z.output<typeof customerAccountPatchSchema>;

/** The form of the configuration (the create payload without its agencies). */
export const billingSettingsSchema = billingCreateSchema.omit({ agency: true });
export type BillingSettingsInput = z.input<typeof billingSettingsSchema>;

// The answers of the billing routes, as the server declares them (documentation and answer checks).

const text = z.string().nullable();

/** `Billing`: the billing configuration of an agency. */
export const billingSchema = z.strictObject({
  id: z.number().int(),
  agency: embeddedRefSchema,
  currency: z.string(),
  legalName: text,
  legalForm: text,
  shareCapital: text,
  rcs: text,
  siret: text,
  vatNumber: text,
  approvalNumber: text,
  insurerName: text,
  insurerPolicy: text,
  mediatorName: text,
  mediatorUrl: text,
  iban: text,
  bic: text,
  creditorId: text,
  preNotificationDays: z.number().int(),
  quotationPrefix: z.string(),
  invoicePrefix: z.string(),
  creditNotePrefix: z.string(),
  receiptPrefix: z.string(),
  numberWithYear: z.boolean(),
  numberPadding: z.number().int(),
  quotationValidityDays: z.number().int(),
  paymentTermsDays: z.number().int(),
  latePenaltyRate: z.number(),
  footerNote: text,
  createdAt: z.string(),
  updatedAt: text,
});

/** `BillingAgency`: whether an agency's billing is configured. */
export const billingAgencySchema = z.strictObject({
  agency: embeddedRefSchema,
  billing: z.string().nullable(),
  isConfigured: z.boolean(),
});

/** `CustomerAccount`: the accounting accounts and journals of an agency's exports. */
export const customerAccountSchema = z.strictObject({
  id: z.number().int(),
  agency: embeddedRefSchema,
  customerAccount: z.string(),
  auxiliaryPerLearner: z.boolean(),
  salesAccount: z.string(),
  exemptSalesAccount: z.string(),
  vatAccount: z.string(),
  bankAccount: z.string(),
  salesJournal: z.string(),
  bankJournal: z.string(),
  cashAccount: z.string(),
  cashJournal: z.string(),
  updatedAt: text,
});

/** `FiscalYear`: the structure's first fiscal year kept in Volant (null: civil years). */
export const fiscalYearItemSchema = z.strictObject({
  firstStart: z.string().nullable(),
  firstEnd: z.string().nullable(),
});
