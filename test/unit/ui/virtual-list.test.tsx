import '../../setup/dom';
import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { VirtualList } from '../../../src/shared/ui/VirtualList';
import { MAX_SCROLL_HEIGHT } from '../../../src/shared/ui/virtualScale';

const VIEWPORT = 420;
const ROW = 35;

// happy-dom has no layout: give every element the viewport's height (the virtualizer
// reads the scroll element's clientHeight).
const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => VIEWPORT });
});
afterEach(() => {
  if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  else Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
});

function renderList(rowCount: number) {
  render(<VirtualList label="Apprenants" rowCount={rowCount} rowHeight={ROW} height={VIEWPORT} renderRow={(index) => `Ligne ${index + 1}`} />);
  return screen.getByRole('list', { name: 'Apprenants' });
}

const positions = () => screen.getAllByRole('listitem').map((item) => Number(item.getAttribute('aria-posinset')));

async function scrollTo(list: HTMLElement, scrollTop: number) {
  await act(async () => {
    list.scrollTop = scrollTop;
    list.dispatchEvent(new Event('scroll'));
  });
}

test('5 000 rows render only the rows in view plus overscan', () => {
  renderList(5000);
  const shown = positions();
  assert.ok(shown.length <= 100, `${shown.length} rows rendered`);
  assert.ok(shown.length >= Math.ceil(VIEWPORT / ROW), `${shown.length} rows cannot fill the viewport`);
  assert.equal(shown[0], 1);
  assert.equal(screen.getAllByRole('listitem')[0]?.getAttribute('aria-setsize'), '5000');
  assert.ok(screen.getByText('Ligne 1'));
});

test('500 000 rows get a scroll space under the browsers’ cap', () => {
  const list = renderList(500_000);
  const space = list.firstElementChild as HTMLElement;
  assert.equal(space.style.height, `${MAX_SCROLL_HEIGHT}px`);
});

test('scrolled to the bottom of 500 000 rows, the last row is rendered', async () => {
  const list = renderList(500_000);
  await scrollTo(list, MAX_SCROLL_HEIGHT - VIEWPORT);
  const shown = positions();
  assert.ok(shown.includes(500_000), `last rendered row is ${Math.max(...shown)}`);
  assert.ok(shown.length <= 100);
  assert.ok(screen.getByText('Ligne 500000'));
});

test('End and Home keys scroll the focused list to the last and first rows', async () => {
  const list = renderList(500_000);
  list.focus();
  fireEvent.keyDown(list, { key: 'End' });
  await scrollTo(list, list.scrollTop);
  assert.equal(list.scrollTop, MAX_SCROLL_HEIGHT - VIEWPORT);
  assert.ok(positions().includes(500_000));
  fireEvent.keyDown(list, { key: 'Home' });
  await scrollTo(list, list.scrollTop);
  assert.equal(list.scrollTop, 0);
  assert.ok(positions().includes(1));
});
