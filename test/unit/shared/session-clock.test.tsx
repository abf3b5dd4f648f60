// Issue 24, point 14: with a moved clock, the navbar's and the status widget's indicator turns to
// « Connecté partiellement » then « Non connecté » at each session's expiry time, with no new read.
import '../../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, beforeEach, mock, test } from 'node:test';
import { act, render } from '@testing-library/react';
import { ConnectionIndicator } from '../../../src/shared/connection/ConnectionIndicator';
import { connectionIndicator, type IndicatorSession } from '../../../src/shared/connection/indicator';
import { useSessionClock } from '../../../src/shared/connection/useSessionClock';
import { serviceView } from '../../../embeds/ants-status/status';

const START = Date.parse('2026-11-27T10:00:00Z');
const MINUTE = 60_000;
const until = (minutes: number): IndicatorSession => ({ type: 'agency', isLogged: true, expired: false, expiresAt: new Date(START + minutes * MINUTE).toISOString() });
const SESSIONS = [until(10), until(20)];

beforeEach(() => mock.timers.enable({ apis: ['Date', 'setTimeout'], now: START }));
afterEach(() => mock.timers.reset());

/** The navbar's way: the pure rule at the clock's present. */
function Navbar({ sessions }: { sessions: readonly IndicatorSession[] }) {
  const now = useSessionClock(sessions);
  return <ConnectionIndicator service="ANTS" status={connectionIndicator({ service: 'ants', mode: 0, sessions, now })} />;
}

/** The status widget's way: its read state seen at the clock's present. */
function Widget({ sessions }: { sessions: readonly IndicatorSession[] }) {
  const now = useSessionClock(sessions);
  return <ConnectionIndicator service="Livret numérique" status={serviceView({ service: 'gateway', mode: 0, sessions }, now).status} />;
}

for (const [name, element] of [
  ['the navbar indicator', <Navbar sessions={SESSIONS} />],
  ['the status widget', <Widget sessions={SESSIONS} />],
] as const) {
  test(`${name} follows the sessions' expiry times`, async () => {
    const view = render(element);
    const label = () => view.getByRole('status').getAttribute('data-status');
    assert.equal(label(), '1');
    await act(async () => mock.timers.tick(10 * MINUTE - 1));
    assert.equal(label(), '1', 'still connected a moment before the expiry');
    await act(async () => mock.timers.tick(1));
    assert.equal(label(), '2', 'one session over: partly connected');
    await act(async () => mock.timers.tick(10 * MINUTE));
    assert.equal(label(), '0', 'both over: not connected');
    assert.match(view.getByRole('status').textContent ?? '', /Non connecté$/);
    view.unmount();
  });
}
