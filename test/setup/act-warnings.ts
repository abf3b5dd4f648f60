// Turns React's « not wrapped in act(...) » warning into a test failure. The warning means a state
// update landed while the test was not waiting for anything (a request or a chunk resolving after the
// test moved on, a navigation made outside act): what the test then asserts may not be what the person
// sees. The fix is in the test — wait with findBy/waitFor for what the update shows, navigate through
// the render helper — never a longer sleep. The warning is still printed (its stack names the component).
import { after, afterEach } from 'node:test';

const ACT_WARNING = 'not wrapped in act(';
const seen: string[] = [];

const print = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes(ACT_WARNING)) {
    seen.push(args[0].replace('%s', String(args[1])).split('\n')[0]!);
  }
  print(...args);
};

/** Throws when warnings were printed since the last check, naming them (and forgets them). */
export function failOnActWarnings(where: string): void {
  if (seen.length === 0) return;
  const warnings = seen.splice(0);
  throw new Error(`${warnings.length} React act warning(s) ${where}:\n${[...new Set(warnings)].join('\n')}`);
}

afterEach(() => failOnActWarnings('during this test'));
after(() => failOnActWarnings('after the last test of this file'));
