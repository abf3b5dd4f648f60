import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, nowIsoDefault, withId } from '../sql';

/** Core schema: structures, agencies, users and their rights, sessions, SSO tickets, outbox, learners. */
export const core: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const now = nowIsoDefault(dialect);
    const s = db.schema;

    await withId(s.createTable('structures'), dialect)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('code_client', 'text', (c) => c.notNull().unique())
      .addColumn('students_photo_allowed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('mode_ants', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('avis_solution', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('survey_link', 'text')
      .addColumn('is_config_general', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();

    await withId(s.createTable('agencies'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('is_principal', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('siret', 'text')
      .addColumn('vat_number', 'text')
      .addColumn('approval_number', 'text')
      .addColumn('address', 'text')
      .addColumn('postal_code', 'text')
      .addColumn('city', 'text')
      .addColumn('phone', 'text')
      .addColumn('email', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('agencies_structure_name_unique', ['structure_id', 'name'])
      .execute();

    await s
      .createTable('permissions')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .execute();

    await withId(s.createTable('role_accounts'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('is_editable', 'integer', (c) => c.notNull().defaultTo(1))
      .addUniqueConstraint('role_accounts_structure_name_unique', ['structure_id', 'name'])
      .execute();

    await s
      .createTable('role_account_permissions')
      .addColumn('account_id', 'integer', (c) => c.notNull().references('role_accounts.id').onDelete('cascade'))
      .addColumn('permission', 'text', (c) => c.notNull().references('permissions.name').onDelete('cascade'))
      .addPrimaryKeyConstraint('role_account_permissions_pk', ['account_id', 'permission'])
      .execute();

    await withId(s.createTable('users'), dialect)
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('admin_type', 'text')
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('is_config_general', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('all_agencies', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('login_refused', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('account_id', 'integer', (c) => c.references('role_accounts.id').onDelete('set null'))
      .addColumn('teaching_licence', 'text')
      .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('selected_agency_id', 'integer', (c) => c.references('agencies.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s.createIndex('users_structure_idx').on('users').columns(['structure_id', 'role']).execute();

    await s
      .createTable('user_agencies')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('user_agencies_pk', ['user_id', 'agency_id'])
      .execute();
    await s.createIndex('user_agencies_agency_idx').on('user_agencies').column('agency_id').execute();

    await s
      .createTable('refresh_tokens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('family_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('session_started_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('replaced_by', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();
    await s.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute();

    await s
      .createTable('sso_tickets')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('TGT', 'ST')`))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('service', 'text')
      .addColumn('tgt_id', 'text', (c) => c.references('sso_tickets.id').onDelete('cascade'))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s.createIndex('sso_tickets_expiry_idx').on('sso_tickets').column('expires_at').execute();
    await s.createIndex('sso_tickets_tgt_idx').on('sso_tickets').column('tgt_id').execute();

    await withId(s.createTable('outbox_emails'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.references('structures.id').onDelete('set null'))
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body_text', 'text', (c) => c.notNull())
      .addColumn('attachments_json', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('sent_at', 'text')
      .execute();
    await s.createIndex('outbox_emails_status_idx').on('outbox_emails').columns(['status', 'created_at']).execute();

    await withId(s.createTable('trainings'), dialect)
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .execute();

    await withId(s.createTable('billings'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.unique().references('agencies.id').onDelete('cascade'))
      .addColumn('currency', 'text', (c) => c.notNull().defaultTo('EUR'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s.createIndex('billings_structure_idx').on('billings').column('structure_id').execute();

    await withId(s.createTable('learners'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id'))
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('phone', 'text')
      .addColumn('birth_date', 'text')
      .addColumn('neph', 'text')
      .addColumn('training_id', 'integer', (c) => c.references('trainings.id'))
      .addColumn('is_prospect', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s
      .createIndex('learners_structure_list_idx')
      .on('learners')
      .columns(['structure_id', 'archived', 'last_name'])
      .execute();
    await s.createIndex('learners_agency_idx').on('learners').column('agency_id').execute();
  },
};
