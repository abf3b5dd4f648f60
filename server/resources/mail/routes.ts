import { Hono } from 'hono';
import type { MailSettings } from '../../../src/shared/mail/types';
import { ANY_MAIL_PERMISSION, mailableDocuments } from '../../../src/shared/mail/permissions';
import type { AppDeps, AppEnv, AuthContext } from '../../core/env';
import { conflict } from '../../core/errors';
import { paginate } from '../../core/hydra';
import type { ListSpec } from '../../core/list-query';
import { assertPermission } from '../../core/permissions';
import { found, routeId, scoped } from '../../core/scope';
import { OUTBOX_PATH, toOutboxEmail } from './json';
import { mailAnswer } from './answer';

const router = new Hono<AppEnv>();

/**
 * The outbox e-mails the caller may see: of their structure and agencies, for the documents they may
 * send by e-mail (a quotation's e-mails need the quotation's sending permission, and so on).
 */
function selectEmails(deps: AppDeps, auth: AuthContext) {
  const documents = mailableDocuments([...auth.permissions]);
  return scoped(deps.db.selectFrom('outbox_emails').selectAll(), auth, { structure: 'outbox_emails.structure_id', agency: 'outbox_emails.agency_id' }).where(
    'outbox_emails.document',
    'in',
    documents.length ? documents : [''],
  );
}

const LIST_SPEC: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 100,
  order: { createdAt: 'outbox_emails.created_at' },
  defaultOrder: [['outbox_emails.created_at', 'desc']],
  exact: { learner: { column: 'outbox_emails.learner_id', kind: 'int' }, bill: { column: 'outbox_emails.bill_id', kind: 'int' } },
};

/** `GET /mail/settings`: whether e-mails leave (SMTP_URL set) or stay in the outbox. */
router.get('/mail/settings', (c) => {
  const body: MailSettings = { deliveryConfigured: c.var.deps.config.smtpUrl !== null };
  return c.json(body);
});

/** `GET /mail/outbox-emails?learner=&bill=`: the e-mails sent for documents, newest first, with where each stands. */
router.get(OUTBOX_PATH, async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, ANY_MAIL_PERMISSION);
  return c.json(
    await paginate(selectEmails(deps, auth), {
      query: c.req.queries(),
      requestUrl: c.req.url,
      spec: LIST_SPEC,
      dialect: deps.dialect,
      idColumn: 'outbox_emails.id',
      toJsonLd: toOutboxEmail,
    }),
  );
});

/**
 * `POST /mail/outbox-emails/{id}/retry`: a failed e-mail goes back to the queue for a new round of
 * attempts. Needs the permission that sends its document (checked by the scoped lookup's document filter,
 * after the any-of check done before any lookup).
 */
router.post(`${OUTBOX_PATH}/:id{[0-9]+}/retry`, async (c) => {
  const { deps, auth } = c.var;
  assertPermission(auth, ANY_MAIL_PERMISSION);
  const row = found(await selectEmails(deps, auth).where('outbox_emails.id', '=', routeId(c.req.param('id'))).executeTakeFirst(), 'E-mail introuvable.');
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
  return c.json(answer.body, answer.status);
});

export const outboxRoutes = router;
