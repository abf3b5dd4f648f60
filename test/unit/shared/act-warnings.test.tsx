import '../../setup/dom';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { failOnActWarnings } from '../../setup/act-warnings';

// The component-test setup fails a test during which React warned of an update outside act(...):
// this proves the check sees such an update, and stays quiet for the same update inside act().
function Counter({ expose }: { expose: (set: (n: number) => void) => void }) {
  const [count, setCount] = useState(0);
  expose(setCount);
  return <p>{count}</p>;
}

test('an update outside act() is reported by the component-test setup, one inside act() is not', () => {
  let set: (n: number) => void = () => undefined;
  const view = render(<Counter expose={(setter) => (set = setter)} />);
  act(() => set(1));
  failOnActWarnings('inside act');
  set(2);
  assert.throws(() => failOnActWarnings('in this check'), /1 React act warning\(s\) in this check:\nAn update to Counter inside a test was not wrapped in act\(\.\.\.\)\./);
  view.unmount();
});
