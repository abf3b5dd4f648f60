import type { Asset } from '../../../src/modules/users/types';
import { iri, jsonLd } from '../../core/hydra';
import { rawRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { found } from '../../core/scope';
import { readMultipart, sendStoredFile, storeFile, takeFile, type UploadRules } from '../../core/uploads';

/** Profile photos and other images of the back office (`POST /materials/assets`). */
export const ASSET_RULES: UploadRules = { maxBytes: 900 * 1024, types: ['image/jpeg', 'image/png'] };

const ASSETS_PATH = '/materials/assets';

/** The images uploaded by the structure's users (profile photos), kept in the structure's folder. */
export const ASSET_ROUTES: readonly RouteDeclaration[] = [
  rawRoute({
    method: 'POST',
    path: ASSETS_PATH,
    access: 'authenticated',
    hydraClass: 'Asset',
    summary: 'Uploads an image (multipart `file`: JPEG or PNG up to 900 KB) of the structure.',
    mediaType: 'application/ld+json',
    statuses: [201],
    reads: { mediaType: 'multipart/form-data' },
    async handle({ deps, auth }, c) {
      const upload = await takeFile(await readMultipart(c), 'file', ASSET_RULES);
      const stored = await storeFile(deps, auth.structureId, upload);
      const row = await deps.db
        .insertInto('assets')
        .values({ structure_id: auth.structureId, storage_key: stored.storageKey, original_name: stored.originalName, mime_type: stored.mimeType, size: stored.size })
        .returning(['id', 'original_name', 'mime_type', 'size'])
        .executeTakeFirstOrThrow();
      const asset: Asset = { id: row.id, contentUrl: `/api${ASSETS_PATH}/${row.id}/file`, originalName: row.original_name, mimeType: row.mime_type, size: row.size };
      return c.json(jsonLd('Asset', iri(ASSETS_PATH, row.id), asset), 201);
    },
  }),

  rawRoute({
    method: 'GET',
    path: `${ASSETS_PATH}/{id}/file`,
    access: 'authenticated',
    hydraClass: 'Asset',
    summary: 'Downloads an image of the caller’s structure.',
    mediaType: ASSET_RULES.types,
    async handle({ deps, auth, id }, c) {
      const asset = found(await deps.db.selectFrom('assets').selectAll().where('id', '=', id()).where('structure_id', '=', auth.structureId).executeTakeFirst());
      return sendStoredFile(c, deps, asset.storage_key, { mimeType: asset.mime_type });
    },
  }),
];
