// Component-test setup. Import this FIRST in a component test file (before React or any
// component) so they see `window` and `document`; unmounts rendered trees after each test, and fails
// a test during which React printed a « not wrapped in act(...) » warning (./act-warnings).
import './happy-dom';
import './act-warnings';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'node:test';

/**
 * How long findBy/waitFor wait for their condition before failing: a bound that catches a hang, not a
 * speed budget (speed is bench/'s). They return as soon as the condition holds; on a 2-core machine
 * whose cores are busy (`node test/under-load.mjs`), one step of a screen test can take several
 * seconds. Set here once for every component test: no file or call sets its own.
 */
const HANG_BOUND_MS = 30_000;
configure({ asyncUtilTimeout: HANG_BOUND_MS });

afterEach(() => {
  cleanup();
});
