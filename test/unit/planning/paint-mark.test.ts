// The calendar's performance marks: the browser keeps user-timing marks until they are cleared, so
// each paint must replace the previous mark of its name instead of adding one for the page's life.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mark } from '../../../src/modules/planning/paint-mark';

test('mark keeps only the latest mark of a name in the performance timeline', () => {
  for (let paint = 0; paint < 5; paint += 1) mark('volant:planning:painted');
  mark('volant:planning:data');
  assert.equal(performance.getEntriesByName('volant:planning:painted', 'mark').length, 1);
  assert.equal(performance.getEntriesByName('volant:planning:data', 'mark').length, 1);
  const [first] = performance.getEntriesByName('volant:planning:data', 'mark');
  mark('volant:planning:data');
  const [latest] = performance.getEntriesByName('volant:planning:data', 'mark');
  assert.ok(latest!.startTime >= first!.startTime, 'the remaining mark is the latest one');
});
