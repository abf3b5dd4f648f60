// Written by hand from issue 41 and docs/decisions.md « Learner space » — never from the server. Area
// « Espace élève »: the staff's invitations from a learner record, and the learner API under /api/me.
import { rule, type SpecRule } from './rules';

const decisions = (text: string) => `docs/decisions.md « Learner space »: ${text}`;
const INVITE = decisions('inviting a learner, or revoking his access, edits the learner (isModifyLearners); where it stands is a scoped read');
const OWN = decisions('the learner API opens to a learner’s own account only, and every answer is his own rows');

export const LEARNER_SPACE: readonly SpecRule[] = [
  rule('GET /api/learner-invitations/{id}', 'authenticated', INVITE),
  rule('POST /api/learner-invitations/{id}', ['isModifyLearners'], INVITE),
  rule('DELETE /api/learner-invitations/{id}', ['isModifyLearners'], INVITE),
  rule('GET /api/me', 'learner', OWN),
  rule('GET /api/me/slots', 'learner', OWN),
  rule('GET /api/me/hours', 'learner', OWN),
  rule('GET /api/me/schedule', 'learner', OWN),
  rule('POST /api/me/logout', 'learner', OWN),
  rule('GET /api/me/contracts', 'learner', OWN),
  rule('GET /api/me/contracts/{id}/pdf', 'learner', OWN),
  rule('GET /api/me/amendments/{id}/pdf', 'learner', OWN),
  rule('GET /api/me/invoices', 'learner', OWN),
  rule('GET /api/me/invoices/{id}/pdf', 'learner', OWN),
  rule('GET /api/me/receipts', 'learner', OWN),
  rule('GET /api/me/receipts/{id}/pdf', 'learner', OWN),
  rule('GET /api/me/documents', 'learner', OWN),
  rule('GET /api/me/documents/missing', 'learner', OWN),
  rule('GET /api/me/documents/{id}/file', 'learner', OWN),
  rule('POST /api/me/documents', 'learner', OWN),
];
