// Table tests of the connection indicator (spec part 1 §4): every rule, for the gateway and ANTS.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { connectionIndicator, nextSessionExpiry, type ConnectionIndicatorInput, type IndicatorSession } from '../../../src/shared/connection/indicator';

const principal = (isLogged: boolean, expired = false): IndicatorSession => ({ type: 'principal', isLogged, expired });
const agency = (isLogged: boolean, expired = false): IndicatorSession => ({ type: 'agency', isLogged, expired });

const CASES: [name: string, input: ConnectionIndicatorInput, expected: 0 | 1 | 2 | 6][] = [
  // No data
  ['gateway, no data, no flag → 0', { service: 'gateway', mode: 0, sessions: null }, 0],
  ['gateway, empty list, no flag → 0', { service: 'gateway', mode: 1, sessions: [] }, 0],
  ['gateway, no data, flag set → 6', { service: 'gateway', mode: 0, sessions: undefined, notApplicable: true }, 6],
  ['ANTS, no data, flag set → 6', { service: 'ants', mode: 1, sessions: null, notApplicable: true }, 6],
  ['ANTS, empty list, flag set → 6', { service: 'ants', mode: 0, sessions: [], notApplicable: true }, 6],
  ['ANTS, flag set but data → computed (1)', { service: 'ants', mode: 0, sessions: [agency(true)], notApplicable: true }, 1],
  // Gateway, mode 1: connected when all sessions are logged in
  ['gateway mode 1, all logged → 1', { service: 'gateway', mode: 1, sessions: [principal(true), agency(true)] }, 1],
  ['gateway mode 1, principal alone logged → 1', { service: 'gateway', mode: 1, sessions: [principal(true)] }, 1],
  ['gateway mode 1, one out → 0', { service: 'gateway', mode: 1, sessions: [principal(true), agency(false)] }, 0],
  ['gateway mode 1, principal out → 0', { service: 'gateway', mode: 1, sessions: [principal(false), agency(true)] }, 0],
  ['gateway mode 1, one expired → 0', { service: 'gateway', mode: 1, sessions: [principal(true), agency(true, true)] }, 0],
  // Gateway, other modes: the principal session is ignored
  ['gateway mode 0, all agencies out → 0', { service: 'gateway', mode: 0, sessions: [principal(true), agency(false), agency(false)] }, 0],
  ['gateway mode 0, some agencies → 2', { service: 'gateway', mode: 0, sessions: [principal(false), agency(true), agency(false)] }, 2],
  ['gateway mode 0, all agencies → 1', { service: 'gateway', mode: 0, sessions: [principal(false), agency(true), agency(true)] }, 1],
  ['gateway mode 0, principal alone logged → 0', { service: 'gateway', mode: 0, sessions: [principal(true)] }, 0],
  ['gateway mode 0, an expired agency counts as out → 2', { service: 'gateway', mode: 0, sessions: [agency(true), agency(true, true)] }, 2],
  ['gateway mode 0, every agency expired → 0', { service: 'gateway', mode: 0, sessions: [agency(true, true), agency(true, true)] }, 0],
  // ANTS, mode 1: the first connection decides
  ['ANTS mode 1, first logged → 1', { service: 'ants', mode: 1, sessions: [principal(true), agency(false)] }, 1],
  ['ANTS mode 1, first out → 0', { service: 'ants', mode: 1, sessions: [principal(false), agency(true)] }, 0],
  ['ANTS mode 1, first expired → 0', { service: 'ants', mode: 1, sessions: [principal(true, true)] }, 0],
  ['ANTS mode 1, expired flag → 0', { service: 'ants', mode: 1, sessions: [principal(true)], expired: true }, 0],
  // ANTS, other modes: alike the gateway
  ['ANTS mode 0, none → 0', { service: 'ants', mode: 0, sessions: [agency(false), agency(false)] }, 0],
  ['ANTS mode 0, some → 2', { service: 'ants', mode: 0, sessions: [agency(true), agency(false), agency(false)] }, 2],
  ['ANTS mode 0, all → 1', { service: 'ants', mode: 0, sessions: [agency(true), agency(true)] }, 1],
  ['ANTS mode 0, principal ignored → 1', { service: 'ants', mode: 0, sessions: [principal(false), agency(true)] }, 1],
  ['ANTS mode 0, expired counts as out → 2', { service: 'ants', mode: 0, sessions: [agency(true), agency(true, true)] }, 2],
  ['ANTS mode 0, expired flag → 0', { service: 'ants', mode: 0, sessions: [agency(true), agency(true)], expired: true }, 0],
];

for (const [name, input, expected] of CASES) {
  test(name, () => assert.equal(connectionIndicator(input), expected));
}

// Issue 24, point 14: a session past its expiry time counts as not connected, without a new read.
const NOW = Date.parse('2026-11-27T10:00:00Z');
const until = (minutes: number): IndicatorSession => ({ type: 'agency', isLogged: true, expired: false, expiresAt: new Date(NOW + minutes * 60_000).toISOString() });

test('a session whose expiresAt has passed at `now` counts as not connected', () => {
  assert.equal(connectionIndicator({ service: 'ants', mode: 0, sessions: [until(10), until(20)], now: NOW }), 1);
  assert.equal(connectionIndicator({ service: 'ants', mode: 0, sessions: [until(10), until(20)], now: NOW + 10 * 60_000 }), 2);
  assert.equal(connectionIndicator({ service: 'gateway', mode: 0, sessions: [until(10), until(20)], now: NOW + 20 * 60_000 }), 0);
  assert.equal(connectionIndicator({ service: 'ants', mode: 1, sessions: [{ ...until(10), type: 'principal' }], now: NOW + 11 * 60_000 }), 0);
  // Without `now`, only the flags count (as before).
  assert.equal(connectionIndicator({ service: 'ants', mode: 0, sessions: [until(-5)] }), 1);
});

test('the next expiry is the earliest of the live sessions after now', () => {
  assert.equal(nextSessionExpiry([until(20), until(10), { type: 'agency', isLogged: false, expiresAt: null }], NOW), NOW + 10 * 60_000);
  assert.equal(nextSessionExpiry([until(20), until(10)], NOW + 10 * 60_000), NOW + 20 * 60_000);
  assert.equal(nextSessionExpiry([until(10)], NOW + 10 * 60_000), null);
  assert.equal(nextSessionExpiry(undefined, NOW), null);
});
