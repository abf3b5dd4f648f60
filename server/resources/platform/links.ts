import { linkPatchSchema, linkSchema, platformLinkSchema, type LinkPatch } from '../../../src/modules/platform/schema';
import type { PlatformLink } from '../../../src/modules/platform/types';
import { notFound } from '../../core/errors';
import { parsePayload } from '../../core/validation';
import { iri, jsonLd } from '../../core/hydra';
import { contextIri } from '../../core/routes/answer';
import { crudDeclarations } from '../../core/routes/crud';
import { rawRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { found } from '../../core/scope';
import { deleteStoredFile, readMultipart, sendStoredFile, takeOptionalFile, withStoredFile, type StoredFile } from '../../core/uploads';
import { LINK_FILE_RULES, LINK_LIST, LINKS_PATH, linkFields, PLATFORM_FOLDER, selectLinks, toLink } from './link-store';
import { givenColumns, givenFlag } from '../../core/patch';

/**
 * The platform links (`/links`, spec part 2 §7): the admins' « Réseaux sociaux » group of the
 * sidebar, with an optional public file (logo, guide). Read by every signed-in user, written by the
 * platform ADMIN; created as multipart (the file rides with the fields).
 */
export const LINK_ROUTES: readonly RouteDeclaration[] = [
  ...crudDeclarations({
    path: LINKS_PATH,
    type: 'Link',
    output: platformLinkSchema,
    access: { read: 'authenticated', update: 'admin', remove: 'admin' },
    summaries: {
      list: 'Lists the platform links, in the sidebar’s order.',
      read: 'Reads a platform link.',
      update: 'Updates a platform link (merge-patch).',
      remove: 'Deletes a platform link and its file.',
    },
    select: selectLinks,
    idColumn: 'platform_links.id',
    list: LINK_LIST,
    toItem: toLink,
    update: {
      schema: linkPatchSchema,
      async apply(deps, _auth, current, input: LinkPatch) {
        await deps.db
          .updateTable('platform_links')
          .set(givenColumns({ label: input.label, url: input.url, ssp: givenFlag(input.ssp), opens_in_new_tab: givenFlag(input.opensInNewTab), index_order: input.indexOrder }))
          .where('id', '=', current.id)
          .execute();
      },
    },
    remove: {
      async apply(deps, _auth, current) {
        await deps.db.deleteFrom('platform_links').where('id', '=', current.id).execute();
        if (current.file_key) await deleteStoredFile(deps, current.file_key);
      },
    },
  }),

  rawRoute({
    method: 'POST',
    path: LINKS_PATH,
    access: 'admin',
    hydraClass: 'Link',
    summary: 'Creates a platform link from a multipart form (its fields and an optional `file`: PNG, JPEG or PDF up to 900 KB).',
    mediaType: 'application/ld+json',
    statuses: [201],
    reads: { mediaType: 'multipart/form-data' },
    async handle({ deps }, c) {
      const form = await readMultipart(c);
      const fields = parsePayload(linkSchema, linkFields(form));
      const insert = (stored: StoredFile | null) =>
        deps.db
          .insertInto('platform_links')
          .values({
            label: fields.label,
            url: fields.url,
            ssp: fields.ssp ? 1 : 0,
            opens_in_new_tab: fields.opensInNewTab ? 1 : 0,
            index_order: fields.indexOrder,
            file_key: stored?.storageKey ?? null,
            file_name: stored?.originalName ?? null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      // With a file, the file is removed again if the row cannot be written (withStoredFile).
      const upload = await takeOptionalFile(form, 'file', LINK_FILE_RULES);
      const row = upload ? await withStoredFile(deps, PLATFORM_FOLDER, upload, insert) : await insert(null);
      return c.json({ '@context': contextIri('Link'), ...jsonLd<PlatformLink>('Link', iri(LINKS_PATH, row.id), toLink(row)) }, 201);
    },
  }),

  rawRoute({
    method: 'GET',
    path: '/public/links/{id}/file',
    access: 'public',
    hydraClass: 'Link',
    summary: 'Downloads the public file of a platform link (cached ten minutes).',
    mediaType: LINK_FILE_RULES.types,
    async handle({ deps, id }, c) {
      const row = found(await selectLinks(deps).where('id', '=', id()).executeTakeFirst());
      if (!row.file_key) throw notFound();
      return sendStoredFile(c, deps, row.file_key, { publicCacheControl: 'public, max-age=600' });
    },
  }),
];
