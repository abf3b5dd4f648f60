import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_SCROLL_HEIGHT, createVirtualScale } from '../../../src/shared/ui/virtualScale';

const ROWS = 500_000;
const ROW = 35;
const VIEWPORT = 600;

test('short lists are not scaled', () => {
  const scale = createVirtualScale({ rowCount: 1000, rowHeight: ROW, viewportHeight: VIEWPORT });
  assert.equal(scale.ratio, 1);
  assert.equal(scale.scrollHeight, 35_000);
  assert.equal(scale.toReal(1234), 1234);
  assert.equal(scale.rowTop(10, 1234), 350);
});

test('500 000 rows of 35 px fit under the safe scroll height', () => {
  const scale = createVirtualScale({ rowCount: ROWS, rowHeight: ROW, viewportHeight: VIEWPORT });
  assert.equal(scale.realHeight, 17_500_000);
  assert.equal(scale.scrollHeight, MAX_SCROLL_HEIGHT);
  assert.ok(scale.ratio > 2);
});

test('at the top, the first row is at the top of the viewport', () => {
  const scale = createVirtualScale({ rowCount: ROWS, rowHeight: ROW, viewportHeight: VIEWPORT });
  assert.equal(scale.firstVisibleRow(0), 0);
  assert.equal(scale.rowTop(0, 0), 0);
});

test('at the bottom, the last row ends exactly at the bottom of the scroll space', () => {
  const scale = createVirtualScale({ rowCount: ROWS, rowHeight: ROW, viewportHeight: VIEWPORT });
  const maxScrollTop = scale.scrollHeight - VIEWPORT;
  const lastTop = scale.rowTop(ROWS - 1, maxScrollTop);
  assert.ok(Math.abs(lastTop + ROW - scale.scrollHeight) < 1e-6, `last row ends at ${lastTop + ROW}`);
  // and it is inside the viewport [scrollTop, scrollTop + viewport]
  assert.ok(lastTop >= maxScrollTop && lastTop + ROW <= maxScrollTop + VIEWPORT + 1e-6);
  assert.equal(scale.firstVisibleRow(maxScrollTop), Math.floor((ROWS * ROW - VIEWPORT) / ROW));
});

test('scroll positions and real offsets map back and forth, clamped to the content', () => {
  const scale = createVirtualScale({ rowCount: ROWS, rowHeight: ROW, viewportHeight: VIEWPORT });
  const middle = scale.toScroll(8_750_000);
  assert.ok(Math.abs(scale.toReal(middle) - 8_750_000) < 1e-6);
  assert.equal(scale.toReal(-50), 0);
  assert.equal(scale.toReal(scale.scrollHeight * 2), scale.realHeight - VIEWPORT);
  assert.equal(scale.toScroll(scale.realHeight), scale.scrollHeight - VIEWPORT);
});

test('rows stay one row height apart while scaled (no gaps, no overlaps)', () => {
  const scale = createVirtualScale({ rowCount: ROWS, rowHeight: ROW, viewportHeight: VIEWPORT });
  const scrollTop = 3_333_333;
  const first = scale.firstVisibleRow(scrollTop);
  assert.ok(Math.abs(scale.rowTop(first + 1, scrollTop) - scale.rowTop(first, scrollTop) - ROW) < 1e-6);
  const top = scale.rowTop(first, scrollTop);
  assert.ok(top <= scrollTop && top + ROW > scrollTop);
});

test('an empty list has no height', () => {
  const scale = createVirtualScale({ rowCount: 0, rowHeight: ROW, viewportHeight: VIEWPORT });
  assert.equal(scale.scrollHeight, 0);
  assert.equal(scale.firstVisibleRow(0), 0);
});
