// Component-test setup. Import this FIRST in a component test file (before React or any
// component) so they see `window` and `document`; unmounts rendered trees after each test.
import './happy-dom';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'node:test';

afterEach(() => {
  cleanup();
});
