// The calls of a signature at a distance, on an in-process test app: the staff's sending, the signing
// page's calls as the learner's browser makes them, and the e-mails read back from the outbox.
import assert from 'node:assert/strict';
import type { SignatureCodeAnswer } from '../../../src/modules/contracts/types';
import { jsonBody, type TestApp } from '../helpers';

export const LEARNER_UA = 'Mozilla/5.0 (Linux; Android 14) VolantTest/1.0';

/** The app and the staff's token are read when a call runs (both are made in the suite's `before`). */
export function signatureFlow(app: () => TestApp, staffToken: () => string) {
  /** A call of the signing page, as the learner's browser makes it. */
  const learnerCall = (path: string, method = 'GET', body?: unknown) =>
    app().app.request(`/api/contracts/public/signature/${path}`, {
      method,
      headers: { 'User-Agent': LEARNER_UA, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  /** A validated contract of the demo's first structure whose learner has an address. */
  const validatedContract = (skip: readonly number[] = []) =>
    app().deps.db
      .selectFrom('learner_contracts')
      .innerJoin('learners', 'learners.id', 'learner_contracts.learner_id')
      .select(['learner_contracts.id', 'learners.email', 'learners.first_name', 'learners.last_name'])
      .where('learner_contracts.status', '=', 'validated')
      .where('learner_contracts.structure_id', '=', app().ids.centre.structureId)
      .where('learners.email', 'is not', null)
      .$if(skip.length > 0, (q) => q.where('learner_contracts.id', 'not in', skip))
      .orderBy('learner_contracts.id')
      .executeTakeFirstOrThrow();

  /** The last e-mail to `to` (the outbox keeps what SMTP would carry). */
  const lastMailTo = (to: string) => app().deps.db.selectFrom('outbox_emails').selectAll().where('to_address', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow();

  async function sendForSignature(contractId: number, email: string) {
    const res = await app().app.request('/api/contracts/signature-requests', jsonBody('POST', { contract: contractId }, staffToken()));
    assert.equal(res.status, 202, await res.clone().text());
    const mail = await lastMailTo(email);
    const token = /\/signature\/([A-Za-z0-9_-]{43})/.exec(mail.body_text)?.[1];
    assert.ok(token, mail.body_text);
    return { token, answer: (await res.json()) as { request: number; documentSha256: string } };
  }

  async function askCode(token: string, email: string): Promise<string> {
    const res = await learnerCall(`${token}/code`, 'POST');
    assert.equal(res.status, 200, await res.clone().text());
    const answer = (await res.json()) as SignatureCodeAnswer;
    assert.equal(answer.delivery, 'queued');
    const code = /code pour signer .* : (\d{6})/.exec((await lastMailTo(email)).body_text)?.[1];
    assert.ok(code);
    return code;
  }

  const sign = (token: string, code: string) => learnerCall(`${token}/sign`, 'POST', { code, consent: true });

  return { learnerCall, validatedContract, lastMailTo, sendForSignature, askCode, sign };
}
