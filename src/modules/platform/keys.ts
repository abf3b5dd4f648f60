import { referenceKeys } from '../../shared/references/keys';
import { SALES_PATH, SETTINGS_PATH, TUTORIALS_PATH } from './api';

/** The platform module's SWR keys: one builder per read. */
export const platformKeys = {
  links: referenceKeys.platformLinks,
  tutorialGroups: () => [`${TUTORIALS_PATH}/group`] as const,
  salesParameters: () => [SALES_PATH] as const,
  settings: () => [SETTINGS_PATH] as const,
  frontVersion: () => ['/project-versions'] as const,
};
