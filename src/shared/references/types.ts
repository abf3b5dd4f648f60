/**
 * Resources that several areas refer to (pickers, labels, filters). Their owning module extends
 * them (the learners module's Learner adds trainings, contracts…); these are the shared parts.
 */

export interface Agency {
  id: number;
  name: string;
  isPrincipal: boolean;
  /** IRI of the structure. */
  structure: string;
  siret: string | null;
  vatNumber: string | null;
  approvalNumber: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
}

/** A licence category (B, A1, A2, C, C1, D, D1). */
export interface Training {
  id: number;
  code: string;
  name: string;
}

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

export interface EmbeddedRef {
  '@id': string;
  id: number;
  name: string;
}

/** What every screen needs to show and pick a learner. */
export interface LearnerSummary {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  birthDate: string | null;
  neph: string | null;
  isProspect: boolean;
  archived: boolean;
  createdAt: string;
  agency: EmbeddedRef;
  training: (EmbeddedRef & { code: string }) | null;
}

/** A service (prestation) with its price excluding VAT (euros) and its VAT rate. */
export interface Service {
  id: number;
  name: string;
  code: string | null;
  unitPriceHt: number;
  tva: { '@id': string; id: number; rate: number };
  /** 'hour', 'unit', 'exam'… */
  unit: string;
  durationMinutes: number | null;
  /** IRI of the training it belongs to, if any. */
  training: string | null;
  isActive: boolean;
  /** IRI of the agency. */
  agency: string;
}

/** A structure and its configuration (`GET /structure/structure/{id}`, spec part 1 §3). */
export interface StructureConfiguration {
  id: number;
  name: string;
  codeClient: string;
  /** 1: one ANTS connection for the whole structure; 0: one per agency. */
  modeANTS: 0 | 1;
  /** Learners may use the partner photo app. */
  studentsPhotoAllowed: boolean;
}
