import { salesServiceParametersSchema, salesServiceSchema, softwareSettingItemSchema, softwareSettingSchema, type SalesServiceInput } from '../../../src/modules/platform/schema';
import type { SalesServiceParameters, SoftwareSetting } from '../../../src/modules/platform/types';
import { collectionBody, iri, jsonLd, singlePage } from '../../core/hydra';
import { collectionRoute, itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { found } from '../../core/scope';
import type { SalesServiceParametersTable } from '../../db/tables/administration';

const SALES_PATH = '/sales-service-parameters';
const SETTINGS_PATH = '/softwares/settings';

type SalesRow = Pick<SalesServiceParametersTable, 'email' | 'phone' | 'booking_url' | 'trial_days'> & { id: number; created_at: string };

const toSales = (row: SalesRow): SalesServiceParameters => ({
  id: row.id,
  email: row.email,
  phone: row.phone,
  bookingUrl: row.booking_url,
  trialDays: row.trial_days,
  createdAt: row.created_at,
});

const settingJsonLd = (setting: SoftwareSetting) =>
  jsonLd<SoftwareSetting>('SoftwareSetting', iri(SETTINGS_PATH, setting.key), { key: setting.key, label: setting.label, value: setting.value });

/**
 * The platform's settings (spec part 2 §7): the sales-service parameters offered to new structures
 * (each save is a new version; the latest applies) and the software settings (support contacts…).
 * Read by every signed-in user, written by the platform ADMIN.
 */
export const SETTING_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<SalesServiceParameters>({
    method: 'GET',
    path: SALES_PATH,
    access: 'authenticated',
    hydraClass: 'SalesServiceParameters',
    summary: 'Lists the ten latest versions of the sales-service parameters, newest first.',
    output: salesServiceParametersSchema,
    async handle({ deps, url }) {
      const rows = await deps.db.selectFrom('sales_service_parameters').selectAll().orderBy('id', 'desc').limit(10).execute();
      const members = rows.map((row) => jsonLd('SalesServiceParameters', iri(SALES_PATH, row.id), toSales(row)));
      return collectionBody(url, members, members.length, { page: 1, itemsPerPage: 10 });
    },
  }),

  itemRoute<SalesServiceInput, SalesServiceParameters>({
    method: 'POST',
    path: SALES_PATH,
    access: 'admin',
    hydraClass: 'SalesServiceParameters',
    summary: 'Saves a new version of the sales-service parameters.',
    input: salesServiceSchema,
    status: 201,
    output: salesServiceParametersSchema,
    async handle({ deps, auth, body }) {
      const row = await deps.db
        .insertInto('sales_service_parameters')
        .values({ email: body.email, phone: body.phone, booking_url: body.bookingUrl, trial_days: body.trialDays, created_by: auth.userId })
        .returningAll()
        .executeTakeFirstOrThrow();
      return jsonLd('SalesServiceParameters', iri(SALES_PATH, row.id), toSales(row));
    },
  }),

  collectionRoute<SoftwareSetting>({
    method: 'GET',
    path: SETTINGS_PATH,
    access: 'authenticated',
    hydraClass: 'SoftwareSetting',
    summary: 'Lists the software settings, by key.',
    output: softwareSettingItemSchema,
    async handle({ deps, url }) {
      const members = (await deps.db.selectFrom('software_settings').selectAll().orderBy('key').execute()).map(settingJsonLd);
      return singlePage(url, members);
    },
  }),

  itemRoute<{ value: string }, SoftwareSetting>({
    method: 'PATCH',
    path: `${SETTINGS_PATH}/{key}`,
    params: { key: 'key' },
    access: 'admin',
    hydraClass: 'SoftwareSetting',
    summary: 'Changes the value of a software setting.',
    input: softwareSettingSchema,
    output: softwareSettingItemSchema,
    async handle({ deps, param, body }) {
      const row = found(await deps.db.selectFrom('software_settings').selectAll().where('key', '=', param('key')).executeTakeFirst());
      await deps.db.updateTable('software_settings').set({ value: body.value }).where('key', '=', row.key).execute();
      return settingJsonLd({ ...row, value: body.value });
    },
  }),
];
