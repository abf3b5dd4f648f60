import { antsMessages } from './messages';
import { ANTS_PAGE_MAX_BYTES, ANTS_PAGE_TYPES } from './schema';

/**
 * Why a chosen file cannot be a page of a supporting document (the ANTS's limits, enforced again by
 * `POST /ants/pj/page`), or null: checked before uploading, so a 1.47 MB scan is refused at once.
 */
export function antsPageProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(ANTS_PAGE_TYPES as readonly string[]).includes(file.type)) return antsMessages.pageWrongType;
  if (file.size > ANTS_PAGE_MAX_BYTES) return antsMessages.pageTooLarge;
  return null;
}
