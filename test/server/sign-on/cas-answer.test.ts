// The external CAS server's /p3/serviceValidate answer, in both forms of the CAS 3.0 protocol: XML
// (the default; django-cas-server's exact template, and Apereo CAS's) and JSON (format=JSON).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readCasAnswer } from '../../../server/auth/sign-on/external-cas';

// django-cas-server 2.0's serviceValidate.xml, rendered for a user with a multi-valued attribute.
const DJANGO_XML = `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationSuccess>
    <cas:user>gerant</cas:user>
    <cas:attributes>
      <cas:authenticationDate>2026-12-07T18:00:00+00:00</cas:authenticationDate>
      <cas:longTermAuthenticationRequestTokenUsed>false</cas:longTermAuthenticationRequestTokenUsed>
      <cas:isFromNewLogin>True</cas:isFromNewLogin>
      <cas:email>gerant@volant.test</cas:email>
      <cas:groups>moniteurs</cas:groups>
      <cas:groups>direction &amp; gestion</cas:groups>
    </cas:attributes>
    <cas:attribute name="authenticationDate" value="2026-12-07T18:00:00+00:00"/>
    <cas:attribute name="email" value="gerant@volant.test"/>
  </cas:authenticationSuccess>
</cas:serviceResponse>`;

test('CAS 3.0 XML: the user and its attributes, each attribute a list of its values', () => {
  const answer = readCasAnswer(DJANGO_XML);
  assert.equal(answer.outcome, 'identity');
  if (answer.outcome !== 'identity') return;
  assert.equal(answer.identity.user, 'gerant');
  assert.deepEqual(answer.identity.attributes.email, ['gerant@volant.test']);
  assert.deepEqual(answer.identity.attributes.groups, ['moniteurs', 'direction & gestion']);
  assert.equal(answer.identity.attributes.user, 'gerant');
});

test('CAS 3.0 XML with another prefix and no attributes: the user alone', () => {
  const answer = readCasAnswer(`<?xml version="1.0"?>
    <c:serviceResponse xmlns:c="http://www.yale.edu/tp/cas"><c:authenticationSuccess><c:user>gerant@volant.test</c:user></c:authenticationSuccess></c:serviceResponse>`);
  assert.deepEqual(answer, { outcome: 'identity', identity: { user: 'gerant@volant.test', attributes: { user: 'gerant@volant.test' } } });
});

test('CAS 3.0 XML refusal: its code, never its text (which may repeat the ticket)', () => {
  const answer = readCasAnswer(`<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
 <cas:authenticationFailure code="INVALID_TICKET">Ticket ST-123 not found</cas:authenticationFailure>
</cas:serviceResponse>`);
  assert.deepEqual(answer, { outcome: 'refused', code: 'INVALID_TICKET' });
});

test('CAS JSON (format=JSON): success with string or list attributes, and refusal', () => {
  const success = readCasAnswer(JSON.stringify({
    serviceResponse: { authenticationSuccess: { user: 'gerant', attributes: { email: 'gerant@volant.test', roles: ['a', 'b'] } } },
  }));
  assert.deepEqual(success, { outcome: 'identity', identity: { user: 'gerant', attributes: { user: 'gerant', email: 'gerant@volant.test', roles: ['a', 'b'] } } });
  const refused = readCasAnswer(JSON.stringify({ serviceResponse: { authenticationFailure: { code: 'INVALID_SERVICE', description: 'x' } } }));
  assert.deepEqual(refused, { outcome: 'refused', code: 'INVALID_SERVICE' });
});

test('anything else is malformed: an HTML page, broken XML, a DTD, JSON of another shape, an empty answer', () => {
  for (const body of [
    '<!doctype html><html><body>502 Bad Gateway</body></html>',
    '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess>',
    '<!DOCTYPE x [<!ENTITY a "aaaa">]><cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"/>',
    '{"user":"gerant"}',
    '{"serviceResponse":{"authenticationSuccess":{"attributes":{}}}}',
    '',
    'yes\ngerant\n',
  ]) {
    assert.equal(readCasAnswer(body).outcome, 'malformed', body);
  }
});
