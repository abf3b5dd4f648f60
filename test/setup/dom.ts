// Component-test setup. Import this FIRST in a component test file (before React or any
// component) so they see `window` and `document`; unmounts rendered trees after each test.
import './happy-dom';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'node:test';

// Screens are lazy chunks transpiled on first import: on a busy 2-core machine running test files in
// parallel, the first render of a route can take more than the default 1 s of findBy/waitFor.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
