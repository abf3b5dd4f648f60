import type { Kysely, Migration } from 'kysely';

/**
 * A learner's own account (issue 41): a `users` row of role LEARNER that names its learner, so that
 * the learner signs in through the same SSO, sessions and revocations as the staff. `invited_at` is
 * when staff last sent the invitation. A learner has at most one account.
 */
export const learnerAccounts: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    await s.alterTable('users').addColumn('learner_id', 'integer', (c) => c.references('learners.id').onDelete('cascade')).execute();
    await s.alterTable('users').addColumn('invited_at', 'text').execute();
    await s.createIndex('users_learner_unique').on('users').column('learner_id').unique().execute();
  },
};
