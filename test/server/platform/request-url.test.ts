import assert from 'node:assert/strict';
import { test } from 'node:test';
import { originOf, plainPathOf } from '../../../server/core/request-url';

const URLS = [
  'http://127.0.0.1:8080/api/learners/5',
  'http://localhost/api/learners?page=2',
  'http://localhost/api/learners/%00',
  'http://localhost/api/learners/%E0%A4%A',
  'https://volant.example/api/docs.jsonld#x',
  'http://volant.example:80/api',
  'HTTP://Volant.Example:8080/api/learners/1',
  'http://localhost',
  'http://[::1]:3000/api/learners/12',
];

test('originOf and plainPathOf answer what the URL parser answers', () => {
  for (const url of URLS) {
    const parsed = new URL(url);
    assert.equal(originOf(url), parsed.origin, url);
    assert.equal(originOf(url), parsed.origin, `${url} (kept)`);
    const path = plainPathOf(url);
    if (parsed.search || parsed.hash || url.includes('?') || url.includes('#')) assert.equal(path, undefined, url);
    else assert.equal(path, parsed.pathname, url);
  }
});
