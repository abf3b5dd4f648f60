import { ANY_MAIL_PERMISSION, mailableDocuments } from '../../../src/shared/mail/permissions';
import { mailSettingsSchema, outboxEmailSchema } from '../../../src/shared/mail/schema';
import type { OutboxEmail } from '../../../src/shared/mail/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { conflict } from '../../core/errors';
import type { ListSpec } from '../../core/list-query';
import { answered } from '../../core/routes/answered';
import { collectionRoute, itemRoute, jsonRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { jsonLd } from '../../core/hydra';
import { found, inCallerAgencies } from '../../core/scope';
import { OUTBOX_PATH, toOutboxEmail } from './json';
import { mailAnswer, mailQueuedSchema } from './answer';

/**
 * The outbox e-mails the caller may see: of their structure and agencies, for the documents they may
 * send by e-mail (a quotation's e-mails need the quotation's sending permission, and so on).
 */
function selectEmails(deps: AppDeps, auth: AuthContext) {
  const documents = mailableDocuments([...auth.permissions]);
  return deps.db
    .selectFrom('outbox_emails')
    .selectAll()
    .$call(inCallerAgencies(auth, 'outbox_emails'))
    .where('outbox_emails.document', 'in', documents.length ? documents : ['']);
}

const LIST_SPEC: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 100,
  order: { createdAt: 'outbox_emails.created_at' },
  defaultOrder: [['outbox_emails.created_at', 'desc']],
  exact: { learner: { column: 'outbox_emails.learner_id', kind: 'int' }, bill: { column: 'outbox_emails.bill_id', kind: 'int' } },
};

/**
 * The e-mails of documents (`/mail/outbox-emails`): the list with where each stands, a new round of
 * attempts for a failed one, and whether e-mails leave at all (`/mail/settings`).
 */
export const OUTBOX_ROUTES: readonly RouteDeclaration[] = [
  itemRoute({
    method: 'GET',
    path: '/mail/settings',
    access: 'authenticated',
    hydraClass: 'MailSettings',
    summary: 'Whether e-mails leave (SMTP_URL set) or stay in the outbox.',
    output: mailSettingsSchema,
    handle: async ({ deps }) => jsonLd('MailSettings', '/api/mail/settings', { deliveryConfigured: deps.config.smtpUrl !== null }),
  }),

  collectionRoute<OutboxEmail>({
    method: 'GET',
    path: OUTBOX_PATH,
    access: ANY_MAIL_PERMISSION,
    hydraClass: 'OutboxEmail',
    summary: 'The e-mails sent for the documents the caller may send (learner, bill), newest first, with where each stands.',
    output: outboxEmailSchema,
    list: LIST_SPEC,
    handle: ({ deps, auth, paginate }) => paginate(selectEmails(deps, auth), { idColumn: 'outbox_emails.id', toJsonLd: toOutboxEmail }),
  }),

  itemRoute<undefined, OutboxEmail>({
    method: 'GET',
    path: `${OUTBOX_PATH}/{id}`,
    access: ANY_MAIL_PERMISSION,
    hydraClass: 'OutboxEmail',
    summary: 'One e-mail of the list (its `@id`), where it stands.',
    output: outboxEmailSchema,
    handle: async ({ deps, auth, id }) => toOutboxEmail(found(await selectEmails(deps, auth).where('outbox_emails.id', '=', id()).executeTakeFirst(), 'E-mail introuvable.')),
  }),

  jsonRoute({
    method: 'POST',
    path: `${OUTBOX_PATH}/{id}/retry`,
    access: ANY_MAIL_PERMISSION,
    hydraClass: 'OutboxEmail',
    summary: 'Puts a failed e-mail back in the queue (its document’s sending permission needed); 200 once sent, 202 while queued.',
    statuses: [200, 202],
    output: mailQueuedSchema,
    refusals: [502],
    async handle({ deps, auth, id }) {
      const row = found(await selectEmails(deps, auth).where('outbox_emails.id', '=', id()).executeTakeFirst(), 'E-mail introuvable.');
      const now = deps.now().toISOString();
      const done = await deps.db
        .updateTable('outbox_emails')
        .set({ status: 'queued', attempts: 0, next_attempt_at: now, claimed_by: null })
        .where('id', '=', row.id)
        .where('status', '=', 'failed')
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) throw conflict('Seul un e-mail en échec peut être renvoyé.');
      deps.outbox.queued();
      const answer = await mailAnswer(deps, row.id);
      return answered(answer.status, answer.body);
    },
  }),
];
