import type { z } from 'zod';
import type { agencyApplicationSchema, agencySchema, embeddedRefSchema, learnerLightSchema, learnerPaymentSchema, learnerSummarySchema, serviceSchema, trainingApplicationSchema, trainingFieldSchema, trainingSchema } from './schema';

/**
 * Resources that several areas refer to (pickers, labels, filters). Their owning module extends
 * them (the learners module's Learner adds trainings, contracts…); these are the shared parts.
 */

/** An agency of the structure (`/agencies`). */
export type Agency = z.infer<typeof agencySchema>;

/** A licence category (B, A1, A2, C, C1, D, D1). */
export type Training = z.infer<typeof trainingSchema>;

export interface TeamMember {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** Formateur, Personnel administratif, MANAGER. */
  accountType: string;
  account: { name: string } | null;
  archived: boolean;
  teachingLicence: string | null;
}

export type EmbeddedRef = z.infer<typeof embeddedRefSchema>;

/** What every screen needs to show and pick a learner. */
export type LearnerSummary = z.infer<typeof learnerSummarySchema>;

/** A service (prestation) with its price excluding VAT (euros) and its VAT rate. */
export type Service = z.infer<typeof serviceSchema>;

/** A speciality of a licence category (`/educations/training_fields`), e.g. « Boîte automatique » for B. */
export type TrainingField = z.infer<typeof trainingFieldSchema>;

/** A paying body (organisme: OPCO, France Travail, employer…) as pickers, labels and documents show it. */
export interface OrganisationSummary {
  id: number;
  name: string;
  /** Type code with its 'C2.' prefix (e.g. 'C2.OPCO') and its French label. */
  organizationType: { '@id': string; id: number; name: string; label: string };
  siret: string | null;
  email: string | null;
  city: string | null;
  agency: EmbeddedRef;
}

/** A VAT rate as pickers show it (the VAT area owns `/billing/tvas`). */
export interface TvaOption {
  id: number;
  label: string;
  /** Percent. */
  rate: number;
  isDefault: boolean;
  legalMention: string | null;
}

/** A package (formule) as pickers show it, with its items when read by id. */
export interface PackageOption {
  id: number;
  name: string;
  isActive: boolean;
  totalTtc: number;
  items?: {
    id: number;
    service: { id: number; name: string; tva: { id: number; rate: number } };
    quantity: number;
    unitPrice: number;
    /** The price VAT included, when the item's service is priced so. */
    unitPriceTtc?: number | null;
  }[];
}

/** A group of learners as pickers and filters show it (the groups module extends it). */
export interface GroupSummary {
  id: number;
  name: string;
  agency: EmbeddedRef;
  /** Learners of the group (answered by `GET /groups`). */
  learnersCount?: number;
}

/** A learner in the light lists (`/learners/exam-eligible`, `/sort`, `/available`, `/group`). */
export type LearnerLight = z.infer<typeof learnerLightSchema>;

/** `GET /learners/payment`: a learner with who pays (financiers) and how much was contracted. */
export type LearnerPayment = z.infer<typeof learnerPaymentSchema>;

/**
 * An onboarding application of an agency (`GET /onboardings/applications/by`): switched on as a
 * whole (`isActive`); those that work per training are also switched on per training.
 */
export type AgencyApplicationOption = z.infer<typeof agencyApplicationSchema>;

/** `GET /onboardings/applications`: an application for one training of an agency (training null: as a whole). */
export type TrainingApplicationOption = z.infer<typeof trainingApplicationSchema>;
