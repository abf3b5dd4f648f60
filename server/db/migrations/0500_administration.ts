import type { Kysely, Migration } from 'kysely';
import { dialectOf, nowIsoDefault, withId } from '../sql';

/** The onboarding applications a structure can switch on (reference rows, the same on every database). */
export const ONBOARDING_APPLICATIONS = [
  { code: 'student-app', name: 'Application élève', description: 'Suivi de la formation et du livret par l’élève sur son téléphone.', per_training: 1, index_order: 1 },
  { code: 'online-registration', name: 'Inscription en ligne', description: 'Les élèves s’inscrivent et déposent leurs pièces depuis le site de l’agence.', per_training: 1, index_order: 2 },
  { code: 'online-booking', name: 'Réservation de leçons en ligne', description: 'Les élèves réservent leurs leçons de conduite selon les disponibilités.', per_training: 1, index_order: 3 },
  { code: 'online-payment', name: 'Paiement en ligne', description: 'Règlement des factures et échéances par carte bancaire.', per_training: 0, index_order: 4 },
  { code: 'photo-solution', name: 'Photo e-ANTS', description: 'Photo et signature numériques prises en agence pour les demandes ANTS.', per_training: 0, index_order: 5 },
] as const;

/**
 * Administration: authorizations per agency and per user, agency configuration flags and requests,
 * onboarding (trainings, applications, settings), platform configuration (links, tutorials,
 * notifications, software and sales-service settings), uploaded assets, user profile columns and
 * the structure exports.
 */
export const administration: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const now = nowIsoDefault(dialect);
    const s = db.schema;

    await withId(s.createTable('assets'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('storage_key', 'text', (c) => c.notNull())
      .addColumn('original_name', 'text', (c) => c.notNull())
      .addColumn('mime_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();

    await s.alterTable('users').addColumn('phone', 'text').execute();
    await s.alterTable('users').addColumn('photo_asset_id', 'integer', (c) => c.references('assets.id').onDelete('set null')).execute();

    await s
      .createTable('role_authorizations')
      .addColumn('account_id', 'integer', (c) => c.notNull().references('role_accounts.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
      .addColumn('permission', 'text', (c) => c.notNull().references('permissions.name').onDelete('cascade'))
      .addPrimaryKeyConstraint('role_authorizations_pk', ['account_id', 'agency_id', 'permission'])
      .execute();
    await s.createIndex('role_authorizations_agency_idx').on('role_authorizations').column('agency_id').execute();

    await s
      .createTable('user_authorizations')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
      .addColumn('permission', 'text', (c) => c.notNull().references('permissions.name').onDelete('cascade'))
      .addPrimaryKeyConstraint('user_authorizations_pk', ['user_id', 'agency_id', 'permission'])
      .execute();

    await s
      .createTable('agency_configs')
      .addColumn('agency_id', 'integer', (c) => c.primaryKey().references('agencies.id').onDelete('cascade'))
      .addColumn('is_account_configured', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_items_configured', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_billing_configured', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_planning_configured', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_have_photo_solution_app', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();

    await withId(s.createTable('agency_requests'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('message', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();

    await s
      .createTable('onboarding_trainings')
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
      .addColumn('training_id', 'integer', (c) => c.notNull().references('trainings.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('onboarding_trainings_pk', ['agency_id', 'training_id'])
      .execute();

    await withId(s.createTable('onboarding_applications'), dialect)
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('per_training', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('index_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db
      .insertInto('onboarding_applications' as never)
      .values(ONBOARDING_APPLICATIONS.map((a) => ({ ...a })) as never)
      .execute();

    /** An application switched on for an agency, for one training (training_id) or as a whole (0). */
    await withId(s.createTable('training_applications'), dialect)
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
      .addColumn('application_id', 'integer', (c) => c.notNull().references('onboarding_applications.id').onDelete('cascade'))
      .addColumn('training_id', 'integer', (c) => c.references('trainings.id').onDelete('cascade'))
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addUniqueConstraint('training_applications_unique', ['agency_id', 'application_id', 'training_id'])
      .execute();

    await s
      .createTable('application_settings')
      .addColumn('agency_id', 'integer', (c) => c.primaryKey().references('agencies.id').onDelete('cascade'))
      .addColumn('welcome_message', 'text')
      .addColumn('contact_email', 'text')
      .addColumn('show_prices', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();

    await s
      .createTable('registration_settings')
      .addColumn('agency_id', 'integer', (c) => c.primaryKey().references('agencies.id').onDelete('cascade'))
      .addColumn('online_registration', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('required_documents', 'text')
      .addColumn('auto_validate', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('deposit_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await withId(s.createTable('platform_links'), dialect)
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('file_key', 'text')
      .addColumn('file_name', 'text')
      .addColumn('ssp', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('opens_in_new_tab', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('index_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();

    await withId(s.createTable('tutorials'), dialect)
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('route', 'text')
      .addColumn('menu', 'integer')
      .addColumn('group_name', 'text', (c) => c.notNull())
      .addColumn('index_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();

    await withId(s.createTable('platform_notifications'), dialect)
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('level', 'text', (c) => c.notNull().defaultTo('info'))
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('end_date', 'text')
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();

    await s
      .createTable('software_settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();

    await withId(s.createTable('sales_service_parameters'), dialect)
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('booking_url', 'text')
      .addColumn('trial_days', 'integer', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();

    await withId(s.createTable('data_exports'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('running'))
      .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('storage_key', 'text')
      .addColumn('error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('finished_at', 'text')
      .execute();
  },
};
