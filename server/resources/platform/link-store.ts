import type { PlatformLink } from '../../../src/modules/platform/types';
import type { AppDeps } from '../../core/env';
import type { ListSpec } from '../../core/list-query';
import type { UploadRules } from '../../core/uploads';
import type { PlatformLinksTable } from '../../db/tables/administration';

/** The collection path of the platform links under /api. */
export const LINKS_PATH = '/links';

/** Pictures and documents attached to a link (logo of a social network, a PDF guide). */
export const LINK_FILE_RULES: UploadRules = { maxBytes: 900 * 1024, types: ['image/png', 'image/jpeg', 'application/pdf'] };

/** Links are platform-wide: their files are kept in the uploads folder of no structure (0). */
export const PLATFORM_FOLDER = 0;

/** Ordered as the sidebar shows them, 100 a page. */
export const LINK_LIST: ListSpec = {
  defaultItemsPerPage: 100,
  maxItemsPerPage: 1000,
  order: { indexOrder: 'platform_links.index_order', label: 'platform_links.label' },
  defaultOrder: [['platform_links.index_order', 'asc'], ['platform_links.label', 'asc']],
  search: ['platform_links.label', 'platform_links.url'],
  exact: { ssp: { column: 'platform_links.ssp', kind: 'bool' } },
};

/** Every link (they belong to the platform, not to a structure). */
export const selectLinks = (deps: AppDeps) => deps.db.selectFrom('platform_links').selectAll('platform_links');

type LinkRow = Pick<PlatformLinksTable, 'label' | 'url' | 'file_key' | 'file_name'> & { id: number; ssp: number; opens_in_new_tab: number; index_order: number };

export const toLink = (row: LinkRow): PlatformLink => ({
  id: row.id,
  label: row.label,
  url: row.url,
  contentUrl: row.file_key === null ? null : `/api/public/links/${row.id}/file`,
  fileName: row.file_name,
  ssp: row.ssp === 1,
  opensInNewTab: row.opens_in_new_tab === 1,
  indexOrder: row.index_order,
});

/** Multipart text fields of the link form, as the JSON the link schema validates. */
export function linkFields(form: Record<string, unknown>): Record<string, unknown> {
  const text = (name: string) => {
    const value = form[name];
    return typeof value === 'string' ? value : undefined;
  };
  const flag = (name: string) => {
    const value = text(name);
    return value === undefined ? undefined : value === 'true' || value === '1';
  };
  const order = text('indexOrder');
  const fields: Record<string, unknown> = {
    label: text('label'),
    url: text('url'),
    ssp: flag('ssp'),
    opensInNewTab: flag('opensInNewTab'),
    indexOrder: order === undefined || order === '' ? undefined : Number(order),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
