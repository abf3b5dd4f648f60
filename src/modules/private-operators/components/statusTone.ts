import type { BadgeTone } from '../../../shared/ui';
import type { RegistrationStatus } from '../types';

export const REGISTRATION_TONE: Record<RegistrationStatus, BadgeTone> = { 0: 'warning', 1: 'success', 2: 'neutral' };
