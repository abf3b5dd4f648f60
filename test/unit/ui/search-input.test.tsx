import '../../setup/dom';
import { afterEach, beforeEach, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SearchInput } from '../../../src/shared/ui/SearchInput';

beforeEach(() => mock.timers.enable({ apis: ['setTimeout'] }));
afterEach(() => mock.timers.reset());

const tick = (ms: number) => act(() => mock.timers.tick(ms));

test('typing searches once, after the pause, with the trimmed term', () => {
  const terms: string[] = [];
  render(<SearchInput value="" onSearch={(term) => terms.push(term)} delay={300} />);
  const input = screen.getByRole('searchbox', { name: 'Rechercher' });
  fireEvent.change(input, { target: { value: 'dup' } });
  tick(200);
  fireEvent.change(input, { target: { value: 'dupont ' } });
  tick(299);
  assert.deepEqual(terms, []);
  tick(1);
  assert.deepEqual(terms, ['dupont']);
});

test('Enter searches at once without a second search after the pause', () => {
  const terms: string[] = [];
  render(<SearchInput value="" onSearch={(term) => terms.push(term)} />);
  const input = screen.getByRole('searchbox');
  fireEvent.change(input, { target: { value: 'martin' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  tick(1000);
  assert.deepEqual(terms, ['martin']);
});

test('Escape and the clear button empty the box and search for nothing', () => {
  const terms: string[] = [];
  render(<SearchInput value="martin" onSearch={(term) => terms.push(term)} />);
  const input = screen.getByRole('searchbox') as HTMLInputElement;
  fireEvent.keyDown(input, { key: 'Escape' });
  assert.equal(input.value, '');
  assert.deepEqual(terms, ['']);
  fireEvent.change(input, { target: { value: 'petit' } });
  tick(300);
  fireEvent.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
  assert.equal(input.value, '');
  assert.equal(document.activeElement, input);
  tick(1000);
  assert.deepEqual(terms, ['', 'petit', '']);
});

test('an outside change of the value updates the box without searching', () => {
  const terms: string[] = [];
  const { rerender } = render(<SearchInput value="martin" onSearch={(term) => terms.push(term)} />);
  rerender(<SearchInput value="durand" onSearch={(term) => terms.push(term)} />);
  tick(1000);
  assert.equal((screen.getByRole('searchbox') as HTMLInputElement).value, 'durand');
  assert.deepEqual(terms, []);
});
