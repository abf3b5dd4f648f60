import { Hono } from 'hono';
import { sql, type SqlBool } from 'kysely';
import {
  linkPatchSchema,
  linkSchema,
  notificationPatchSchema,
  notificationSchema,
  salesServiceSchema,
  softwareSettingSchema,
  tutorialPatchSchema,
  tutorialSchema,
} from '../../../src/modules/platform/schema';
import type { NotificationLevel, PlatformLink, PlatformNotification, SalesServiceParameters, Tutorial } from '../../../src/modules/platform/types';
import { ROLES } from '../../../src/shared/auth/roles';
import { crudRoutes } from '../../core/crud';
import type { AppDeps, AppEnv, AuthContext } from '../../core/env';
import { ApiError, notFound, violationsFromZod } from '../../core/errors';
import { collectionBody, iri, jsonLd } from '../../core/hydra';
import { found, routeId } from '../../core/scope';
import { deleteStoredFile, fileNameOf, openStoredFile, readMultipart, storeFile, takeFile, uploadedFileHeaders, type UploadRules } from '../../core/uploads';
import { parseJson } from '../../core/validation';

/** Pictures and documents attached to a link (logo of a social network, a PDF guide). */
const LINK_FILE_RULES: UploadRules = { maxBytes: 900 * 1024, types: ['image/png', 'image/jpeg', 'application/pdf'] };

/** Links are platform-wide: their files are kept in the uploads folder of no structure (0). */
const PLATFORM_FOLDER = 0;


const linkFileUrl = (id: number) => `/api/public/links/${id}/file`;

const toLink = (row: {
  id: number;
  label: string;
  url: string;
  file_key: string | null;
  file_name: string | null;
  ssp: number;
  opens_in_new_tab: number;
  index_order: number;
}): PlatformLink => ({
  id: row.id,
  label: row.label,
  url: row.url,
  contentUrl: row.file_key === null ? null : linkFileUrl(row.id),
  fileName: row.file_name,
  ssp: row.ssp === 1,
  opensInNewTab: row.opens_in_new_tab === 1,
  indexOrder: row.index_order,
});

const linkCrud = crudRoutes({
  path: '/links',
  type: 'Link',
  select: (deps: AppDeps) => deps.db.selectFrom('platform_links').selectAll('platform_links'),
  idColumn: 'platform_links.id',
  rowId: (row) => row.id,
  toItem: toLink,
  list: {
    defaultItemsPerPage: 100,
    maxItemsPerPage: 1000,
    order: { indexOrder: 'platform_links.index_order', label: 'platform_links.label' },
    defaultOrder: [['platform_links.index_order', 'asc'], ['platform_links.label', 'asc']],
    search: ['platform_links.label', 'platform_links.url'],
    exact: { ssp: { column: 'platform_links.ssp', kind: 'bool' } },
  },
  update: {
    schema: linkPatchSchema,
    async apply(deps, _auth, current, input) {
      await deps.db
        .updateTable('platform_links')
        .set({
          ...(input.label !== undefined ? { label: input.label } : {}),
          ...(input.url !== undefined ? { url: input.url } : {}),
          ...(input.ssp !== undefined ? { ssp: input.ssp ? 1 : 0 } : {}),
          ...(input.opensInNewTab !== undefined ? { opens_in_new_tab: input.opensInNewTab ? 1 : 0 } : {}),
          ...(input.indexOrder !== undefined ? { index_order: input.indexOrder } : {}),
        })
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
});

const toTutorial = (row: { id: number; title: string; url: string; route: string | null; menu: number | null; group_name: string; index_order: number }): Tutorial => ({
  id: row.id,
  title: row.title,
  url: row.url,
  route: row.route,
  menu: row.menu,
  group: row.group_name,
  indexOrder: row.index_order,
});

const tutorialCrud = crudRoutes({
  path: '/tutorials',
  type: 'Tutorial',
  select: (deps: AppDeps) => deps.db.selectFrom('tutorials').selectAll('tutorials'),
  idColumn: 'tutorials.id',
  rowId: (row) => row.id,
  toItem: toTutorial,
  list: {
    defaultItemsPerPage: 10,
    maxItemsPerPage: 1000,
    order: { title: 'tutorials.title', group: 'tutorials.group_name', route: 'tutorials.route', indexOrder: 'tutorials.index_order' },
    defaultOrder: [['tutorials.group_name', 'asc'], ['tutorials.index_order', 'asc']],
    search: ['tutorials.title', 'tutorials.route', 'tutorials.group_name'],
    exact: { route: { column: 'tutorials.route', kind: 'string' }, menu: { column: 'tutorials.menu', kind: 'int' } },
  },
  create: {
    schema: tutorialSchema,
    async insert(deps, _auth, input) {
      const row = await deps.db
        .insertInto('tutorials')
        .values({ title: input.title, url: input.url, route: input.route, menu: input.menu, group_name: input.group, index_order: input.indexOrder })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  },
  update: {
    schema: tutorialPatchSchema,
    async apply(deps, _auth, current, input) {
      const route = input.route === undefined ? current.route : input.route;
      const menu = input.menu === undefined ? current.menu : input.menu;
      if (route === null && menu === null) {
        const message = 'Indiquez la route ou le menu où le tutoriel s’affiche.';
        throw new ApiError(422, message, [{ propertyPath: 'route', message }]);
      }
      await deps.db
        .updateTable('tutorials')
        .set({
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.url !== undefined ? { url: input.url } : {}),
          route,
          menu,
          ...(input.group !== undefined ? { group_name: input.group } : {}),
          ...(input.indexOrder !== undefined ? { index_order: input.indexOrder } : {}),
        })
        .where('id', '=', current.id)
        .execute();
    },
  },
  remove: {
    async apply(deps, _auth, current) {
      await deps.db.deleteFrom('tutorials').where('id', '=', current.id).execute();
    },
  },
});

const today = (deps: AppDeps) => deps.now().toISOString().slice(0, 10);

/** Admins manage every notification; the others read those active today. */
function selectNotifications(deps: AppDeps, auth: AuthContext) {
  const query = deps.db.selectFrom('platform_notifications').selectAll('platform_notifications');
  if (auth.role === ROLES.admin) return query;
  const day = today(deps);
  return query
    .where('platform_notifications.is_active', '=', 1)
    .where('platform_notifications.start_date', '<=', day)
    .where(sql<SqlBool>`(platform_notifications.end_date IS NULL OR platform_notifications.end_date >= ${day})`);
}

const notificationCrud = crudRoutes({
  path: '/notifications',
  type: 'Notification',
  select: selectNotifications,
  idColumn: 'platform_notifications.id',
  rowId: (row) => row.id,
  toItem: (row): PlatformNotification => ({
    id: row.id,
    title: row.title,
    message: row.message,
    level: row.level as NotificationLevel,
    startDate: row.start_date,
    endDate: row.end_date,
    isActive: row.is_active === 1,
    createdAt: row.created_at,
  }),
  list: {
    defaultItemsPerPage: 10,
    maxItemsPerPage: 1000,
    order: { startDate: 'platform_notifications.start_date', title: 'platform_notifications.title', createdAt: 'platform_notifications.created_at' },
    defaultOrder: [['platform_notifications.start_date', 'desc']],
    search: ['platform_notifications.title', 'platform_notifications.message'],
    exact: { isActive: { column: 'platform_notifications.is_active', kind: 'bool' }, level: { column: 'platform_notifications.level', kind: 'string' } },
  },
  create: {
    schema: notificationSchema,
    async insert(deps, _auth, input) {
      const row = await deps.db
        .insertInto('platform_notifications')
        .values({ title: input.title, message: input.message, level: input.level, start_date: input.startDate, end_date: input.endDate, is_active: input.isActive ? 1 : 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  },
  update: {
    schema: notificationPatchSchema,
    async apply(deps, _auth, current, input) {
      const startDate = input.startDate ?? current.start_date;
      const endDate = input.endDate === undefined ? current.end_date : input.endDate;
      if (endDate !== null && endDate < startDate) {
        const message = 'La date de fin doit suivre la date de début.';
        throw new ApiError(422, message, [{ propertyPath: 'endDate', message }]);
      }
      await deps.db
        .updateTable('platform_notifications')
        .set({
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.message !== undefined ? { message: input.message } : {}),
          ...(input.level !== undefined ? { level: input.level } : {}),
          start_date: startDate,
          end_date: endDate,
          ...(input.isActive !== undefined ? { is_active: input.isActive ? 1 : 0 } : {}),
        })
        .where('id', '=', current.id)
        .execute();
    },
  },
  remove: {
    async apply(deps, _auth, current) {
      await deps.db.deleteFrom('platform_notifications').where('id', '=', current.id).execute();
    },
  },
});

/** Multipart text fields of the link form, as the JSON the link schema validates. */
function linkFields(form: Record<string, unknown>): Record<string, unknown> {
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

const toSales = (row: { id: number; email: string; phone: string; booking_url: string | null; trial_days: number; created_at: string }): SalesServiceParameters => ({
  id: row.id,
  email: row.email,
  phone: row.phone,
  bookingUrl: row.booking_url,
  trialDays: row.trial_days,
  createdAt: row.created_at,
});

/**
 * Platform configuration (spec part 2 §7): links (multipart upload, the sidebar's « Réseaux sociaux »
 * group), tutorials (`GET /tutorials/group` feeds the shell's contextual tutorials), notifications,
 * sales-service parameters and software settings. Reading is open to every signed-in user (active
 * notifications only for non-admins); every write is ADMIN-only (server/core/route-permissions/platform.ts).
 */
export const platformRoutes = new Hono<AppEnv>();

platformRoutes.post('/links', async (c) => {
  const { deps } = c.var;
  const form = await readMultipart(c);
  const parsed = linkSchema.safeParse(linkFields(form));
  if (!parsed.success) throw new ApiError(422, 'Données invalides.', violationsFromZod(parsed.error.issues));
  const hasFile = form.file instanceof File || (Array.isArray(form.file) && form.file[0] instanceof File);
  const stored = hasFile ? await storeFile(deps, PLATFORM_FOLDER, await takeFile(form, 'file', LINK_FILE_RULES)) : null;
  const row = await deps.db
    .insertInto('platform_links')
    .values({
      label: parsed.data.label,
      url: parsed.data.url,
      ssp: parsed.data.ssp ? 1 : 0,
      opens_in_new_tab: parsed.data.opensInNewTab ? 1 : 0,
      index_order: parsed.data.indexOrder,
      file_key: stored?.storageKey ?? null,
      file_name: stored?.originalName ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return c.json(jsonLd('Link', iri('/links', row.id), toLink(row)), 201);
});

platformRoutes.get('/public/links/:id/file', async (c) => {
  const row = found(await c.var.deps.db.selectFrom('platform_links').selectAll().where('id', '=', routeId(c.req.param('id'))).executeTakeFirst());
  if (!row.file_key) throw notFound();
  const file = await openStoredFile(c.var.deps, row.file_key);
  return c.body(file.stream, 200, {
    ...uploadedFileHeaders(file.mimeType, fileNameOf(row.file_key)),
    'Content-Length': String(file.size),
    'Cache-Control': 'public, max-age=600',
  });
});

platformRoutes.route('/', linkCrud);

platformRoutes.get('/tutorials/group', async (c) => {
  const rows = await c.var.deps.db.selectFrom('tutorials').selectAll().orderBy('group_name').orderBy('index_order').orderBy('title').execute();
  const members = rows.map((row) => jsonLd('Tutorial', iri('/tutorials', row.id), toTutorial(row)));
  return c.json(collectionBody(c.req.url, members, members.length, { page: 1, itemsPerPage: Math.max(1, members.length) }));
});

platformRoutes.route('/', tutorialCrud);
platformRoutes.route('/', notificationCrud);

platformRoutes.get('/sales-service-parameters', async (c) => {
  const rows = await c.var.deps.db.selectFrom('sales_service_parameters').selectAll().orderBy('id', 'desc').limit(10).execute();
  const members = rows.map((row) => jsonLd('SalesServiceParameters', iri('/sales-service-parameters', row.id), toSales(row)));
  return c.json(collectionBody(c.req.url, members, members.length, { page: 1, itemsPerPage: 10 }));
});

platformRoutes.post('/sales-service-parameters', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, salesServiceSchema);
  const row = await deps.db
    .insertInto('sales_service_parameters')
    .values({ email: input.email, phone: input.phone, booking_url: input.bookingUrl, trial_days: input.trialDays, created_by: auth.userId })
    .returningAll()
    .executeTakeFirstOrThrow();
  return c.json(jsonLd('SalesServiceParameters', iri('/sales-service-parameters', row.id), toSales(row)), 201);
});

platformRoutes.patch('/softwares/settings/:key', async (c) => {
  const { deps } = c.var;
  const key = c.req.param('key');
  const row = found(await deps.db.selectFrom('software_settings').selectAll().where('key', '=', key).executeTakeFirst());
  const input = await parseJson(c, softwareSettingSchema);
  await deps.db.updateTable('software_settings').set({ value: input.value }).where('key', '=', row.key).execute();
  return c.json(jsonLd('SoftwareSetting', iri('/softwares/settings', row.key), { ...row, value: input.value }));
});
