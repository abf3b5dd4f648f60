import type { BadgeTone } from '../../../shared/ui';
import type { AntsStatus } from '../types';

/** Badge tone of a request status: drafts neutral, waiting on someone warning, in progress info, done success, refused danger. */
export const ANTS_STATUS_TONE: Record<AntsStatus, BadgeTone> = {
  BROUILLON: 'neutral',
  BROUILLON_K2: 'neutral',
  A_COMPLETER: 'warning',
  EN_COURS_VALIDATION_USAGER: 'warning',
  ENVOYEE: 'info',
  VERIFICATION_FICHIERS: 'info',
  EN_COURS_INSTRUCTION: 'info',
  EN_PRODUCTION: 'success',
  REJET_FICHIERS: 'danger',
  REJET_INSTRUCTION: 'danger',
  ANNULEE: 'neutral',
};
