import type { Seeder } from './types';

const SOFTWARE_SETTINGS = [
  { key: 'supportEmail', label: 'E-mail du support', value: 'support@volant.test' },
  { key: 'supportPhone', label: 'Téléphone du support', value: '02 38 00 12 34' },
  { key: 'supportHours', label: 'Horaires du support', value: 'Du lundi au vendredi, de 9 h à 18 h' },
  { key: 'documentationUrl', label: 'Centre d’aide', value: 'https://aide.volant.test' },
];

const LINKS = [
  { label: 'Facebook', url: 'https://www.facebook.com/volant.auto.ecole', index_order: 1 },
  { label: 'LinkedIn', url: 'https://www.linkedin.com/company/volant-logiciel', index_order: 2 },
];

const TUTORIALS = [
  { title: 'Créer et suivre un apprenant', url: 'https://aide.volant.test/apprenants', route: '/apprenants', menu: null, group_name: 'Apprenants', index_order: 1 },
  { title: 'Consulter les factures d’un apprenant', url: 'https://aide.volant.test/apprenants/factures', route: null, menu: 5, group_name: 'Apprenants', index_order: 2 },
  { title: 'Paramétrer les taux de TVA', url: 'https://aide.volant.test/tva', route: '/tva', menu: null, group_name: 'Configuration', index_order: 1 },
  { title: 'Gérer l’équipe et ses accès', url: 'https://aide.volant.test/utilisateurs', route: '/utilisateurs', menu: null, group_name: 'Administration', index_order: 1 },
  { title: 'Rôles et permissions par agence', url: 'https://aide.volant.test/roles', route: '/role', menu: null, group_name: 'Administration', index_order: 2 },
];

/** Platform settings, links, tutorials and a notification; the trainings the Centre's agencies offer; the Port fully configured. */
export const administrationSeeder: Seeder = {
  name: 'administration',
  async seed(deps, ids) {
    const db = deps.db;
    await db.insertInto('software_settings').values(SOFTWARE_SETTINGS).onConflict((oc) => oc.column('key').doNothing()).execute();
    if (!(await db.selectFrom('platform_links').select('id').executeTakeFirst())) await db.insertInto('platform_links').values(LINKS).execute();
    if (!(await db.selectFrom('tutorials').select('id').executeTakeFirst())) await db.insertInto('tutorials').values(TUTORIALS).execute();
    if (!(await db.selectFrom('sales_service_parameters').select('id').executeTakeFirst())) {
      await db.insertInto('sales_service_parameters').values({ email: 'commercial@volant.test', phone: '02 38 00 56 78', booking_url: 'https://rdv.volant.test/demo', trial_days: 30 }).execute();
    }
    if (!(await db.selectFrom('platform_notifications').select('id').executeTakeFirst())) {
      const start = deps.now().toISOString().slice(0, 10);
      await db
        .insertInto('platform_notifications')
        .values({
          title: 'Maintenance programmée',
          message: 'Volant sera indisponible dimanche de 6 h à 7 h pour une mise à jour.',
          level: 'warning',
          start_date: start,
          end_date: null,
        })
        .execute();
    }
    const trainings = await db.selectFrom('trainings').select(['id', 'code']).where('code', 'in', ['B', 'A1', 'A2']).execute();
    for (const agencyId of [ids.centre.agencies.orleans, ids.centre.agencies.blois, ids.port.agencyId]) {
      if (await db.selectFrom('onboarding_trainings').select('training_id').where('agency_id', '=', agencyId).executeTakeFirst()) continue;
      await db.insertInto('onboarding_trainings').values(trainings.map((t) => ({ agency_id: agencyId, training_id: t.id }))).execute();
    }
    await db
      .insertInto('agency_configs')
      .values({
        agency_id: ids.port.agencyId,
        is_account_configured: 1,
        is_items_configured: 1,
        is_billing_configured: 1,
        is_planning_configured: 1,
      })
      .onConflict((oc) => oc.column('agency_id').doNothing())
      .execute();
  },
};
