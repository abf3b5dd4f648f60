import { z } from 'zod';
import { zLineQuantity, zUnitPrice } from '../../shared/accounting/lines';
import { embeddedRefSchema, embeddedTrainingSchema } from '../../shared/references/schema';
import { zOptionalText, zRef, zText } from '../../shared/schema/fields';

const zOptionalRef = zRef.nullish().transform((value) => value ?? null);

/**
 * One service of a package: its quantity and, optionally, a price of its own inside the package, HT
 * (`unitPrice`) or VAT included (`unitPriceTtc`, which then prevails: the item's TTC is quantity × this
 * price exactly, its HT derived at the service's rate).
 */
export const packageItemSchema = z.strictObject({
  service: zRef,
  quantity: zLineQuantity,
  unitPrice: zUnitPrice.nullish().transform((value) => value ?? null),
  unitPriceTtc: zUnitPrice.nullish().transform((value) => value ?? null),
});

const packageFields = {
  name: zText(120, 'Le nom'),
  description: zOptionalText(1000),
  training: zOptionalRef,
  isActive: z.boolean(),
  items: z.array(packageItemSchema).max(100, 'Une formule compte 100 prestations au plus.'),
};

/** `POST /products/packages`. */
export const packageCreateSchema = z.strictObject({
  agency: zRef,
  ...packageFields,
  isActive: packageFields.isActive.default(true),
  items: packageFields.items.default([]),
});

/** `PATCH /products/packages/{id}` (merge-patch; `items` replaces the whole list). */
export const packagePatchSchema = z.strictObject(packageFields).partial();

/** `POST /products/package-items/update-order`: the package's item ids in their new order. */
export const packageItemsOrderSchema = z.strictObject({
  package: zRef,
  items: z.array(zRef).min(1, 'La formule n’a aucune prestation à ordonner.'),
});

/** `POST /products/packages/duplicate`. */
export const packageDuplicateSchema = z.strictObject({ package: zRef });

export const SERVICE_UNITS = { unit: 'Unité', hour: 'Heure', exam: 'Examen' } as const;
export type ServiceUnit = keyof typeof SERVICE_UNITS;

/** The contract price a service fills (registration fee, code, exam accompaniment), with its French label. */
export const CONTRACT_FEES = {
  registration: 'Frais d’inscription',
  theory: 'Formation théorique (code)',
  exam: 'Accompagnement à l’examen',
  antsMandate: 'Frais de mandat ANTS (inscription)',
  antsTitle: 'Frais de mandat ANTS (fabrication du titre)',
  booklet: 'Livret d’apprentissage',
  review: 'Bilan de compétences',
} as const;
export type ContractFee = keyof typeof CONTRACT_FEES;

const serviceFields = {
  name: zText(120, 'Le nom'),
  code: zOptionalText(20),
  unitPriceHt: zUnitPrice,
  /** Price VAT included: the service is then priced so, its HT derived (null: priced HT). */
  unitPriceTtc: zUnitPrice.nullable(),
  tva: zRef,
  unit: z.enum(Object.keys(SERVICE_UNITS) as [ServiceUnit, ...ServiceUnit[]], { message: 'Unité inconnue.' }),
  durationMinutes: z
    .number({ message: 'La durée doit être un nombre de minutes.' })
    .int('La durée doit être un nombre entier de minutes.')
    .positive('La durée doit être positive.')
    .max(1440, 'La durée ne peut pas dépasser 24 h.')
    .nullable(),
  training: zOptionalRef,
  contractFee: z.enum(Object.keys(CONTRACT_FEES) as [ContractFee, ...ContractFee[]], { message: 'Rubrique du contrat inconnue.' }).nullable(),
  isActive: z.boolean(),
};

/** `POST /products/services`. */
export const serviceCreateSchema = z
  .strictObject({
    agency: zRef,
    ...serviceFields,
    unitPriceHt: serviceFields.unitPriceHt.optional(),
    unitPriceTtc: serviceFields.unitPriceTtc.default(null),
    unit: serviceFields.unit.default('unit'),
    durationMinutes: serviceFields.durationMinutes.default(null),
    contractFee: serviceFields.contractFee.default(null),
    isActive: serviceFields.isActive.default(true),
  })
  .refine((s) => s.unitPriceHt !== undefined || s.unitPriceTtc !== null, { message: 'Indiquez le prix unitaire.', path: ['unitPriceHt'] });

/** `PATCH /products/services/{id}` (merge-patch). */
export const servicePatchSchema = z.strictObject(serviceFields).partial();

/** A package item as the API answers it (declared output of `/products/packages`). */
export const packageItemOutputSchema = z.strictObject({
  id: z.number().int(),
  position: z.number().int(),
  service: z.strictObject({
    '@id': z.string(),
    id: z.number().int(),
    name: z.string(),
    unit: z.string(),
    unitPriceHt: z.number(),
    unitPriceTtc: z.number().nullable(),
    tva: z.strictObject({ id: z.number().int(), rate: z.number() }),
  }),
  quantity: z.number(),
  /** The price inside this package (HT), when it differs from the service's (derived when entered TTC). */
  unitPriceOverride: z.number().nullable(),
  /** The price inside this package VAT included, when it was entered so. */
  unitPriceTtcOverride: z.number().nullable(),
  /** The effective unit price (HT). */
  unitPrice: z.number(),
  /** The effective unit price VAT included: the item's own TTC price, else the service's when priced so and not overridden HT. */
  unitPriceTtc: z.number().nullable(),
  totalHt: z.number(),
  totalTtc: z.number(),
});

/** A package as the list answers it. */
export const packageOutputSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  agency: embeddedRefSchema,
  training: embeddedTrainingSchema.nullable(),
  itemsCount: z.number().int(),
  totalHt: z.number(),
  totalTva: z.number(),
  totalTtc: z.number(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});

/** A package with its ordered items. */
export const packageDetailsOutputSchema = packageOutputSchema.extend({ items: z.array(packageItemOutputSchema) });

export type PackageCreate = z.input<typeof packageCreateSchema>;
export type PackagePatch = z.input<typeof packagePatchSchema>;
export type ServiceCreate = z.input<typeof serviceCreateSchema>;
export type ServicePatch = z.input<typeof servicePatchSchema>;
