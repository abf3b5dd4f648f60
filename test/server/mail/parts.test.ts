// The pure pieces of delivery: the HTML part made from a text body, and how a failure is read.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { textToHtml } from '../../../server/mail/html';
import { backoffMs, classifyFailure, FIRST_BACKOFF_MS, MAX_BACKOFF_MS } from '../../../server/mail/retry';

test('the HTML part escapes everything from the text and links only http(s) addresses', () => {
  const html = textToHtml('Bonjour <script>alert(1)</script> & "amis",\n\nLien : https://volant.test/devis/abc?x=1&y="2"><img src=x>.\nAutre : javascript:alert(1)');
  assert.ok(!html.includes('<script>'));
  assert.ok(html.includes('Bonjour &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;amis&quot;,'));
  assert.ok(html.includes('<a href="https://volant.test/devis/abc?x=1&amp;y=">https://volant.test/devis/abc?x=1&amp;y=</a>&quot;2&quot;&gt;&lt;img src=x&gt;.'));
  assert.ok(!/<a href="javascript/.test(html));
  assert.equal((html.match(/<p /g) ?? []).length, 2, 'paragraphs at blank lines');
  assert.ok(html.includes('<br>'), 'line breaks kept');
});

test('5xx refusals are permanent; 4xx, connection and authentication errors are temporary', () => {
  assert.deepEqual(classifyFailure(Object.assign(new Error('x'), { responseCode: 550, response: '550 5.1.1 Unknown user', code: 'EENVELOPE' })), { permanent: true, response: '550 5.1.1 Unknown user' });
  assert.equal(classifyFailure(Object.assign(new Error('x'), { responseCode: 451, response: '451 4.7.1 Greylisted' })).permanent, false);
  assert.equal(classifyFailure(Object.assign(new Error('Invalid login: 535 Authentication failed'), { responseCode: 535, code: 'EAUTH' })).permanent, false);
  assert.deepEqual(classifyFailure(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ESOCKET' })), {
    permanent: false,
    response: 'Le serveur de messagerie refuse la connexion : vérifiez son adresse et son port dans SMTP_URL (connect ECONNREFUSED 127.0.0.1:1).',
  });
});

test('the backoff doubles from one minute and stays under an hour', () => {
  assert.deepEqual([1, 2, 3, 4].map(backoffMs), [FIRST_BACKOFF_MS, 2 * FIRST_BACKOFF_MS, 4 * FIRST_BACKOFF_MS, 8 * FIRST_BACKOFF_MS]);
  assert.equal(backoffMs(30), MAX_BACKOFF_MS);
});
