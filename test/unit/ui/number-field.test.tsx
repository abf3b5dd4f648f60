// Issue 37, item 12: decimal inputs showed a point (« 83.33 »). NumberField shows and accepts a
// decimal comma as fr-FR writes it, accepts a point too, steps with the arrow keys, and gives the form
// the same canonical value (« 83.33 ») whatever was typed.
import '../../setup/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { NumberField } from '../../../src/shared/ui/NumberField';
import { decimalDisplay, decimalValue, steppedValue } from '../../../src/shared/i18n/decimal-text';

/** A form keeping the field's value as the screens do, and recording every value it was given. */
function Form({ initial, sent, min, step }: { initial: string; sent: string[]; min?: number; step?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <NumberField label="Prix" suffix="€" min={min} step={step} value={value} onValueChange={(v) => { sent.push(v); setValue(v); }} />
      <button type="button" onClick={() => setValue('')}>Vider</button>
    </>
  );
}
const input = () => screen.getByLabelText('Prix') as HTMLInputElement;

test('a stored 83.33 shows as « 83,33 », not « 83.33 »', () => {
  render(<Form initial="83.33" sent={[]} />);
  assert.equal(input().value, '83,33');
  assert.equal(input().getAttribute('inputmode'), 'decimal', 'mobile keyboards show the decimal pad');
  assert.equal(input().getAttribute('role'), 'spinbutton');
  assert.equal(input().getAttribute('aria-valuenow'), '83.33');
});

test('typed with a comma or a point, the form gets the same value; the text stays as typed', () => {
  const sent: string[] = [];
  render(<Form initial="" sent={sent} />);
  fireEvent.change(input(), { target: { value: '83,' } });
  assert.equal(input().value, '83,', 'a comma being typed is not swallowed');
  fireEvent.change(input(), { target: { value: '83,33' } });
  assert.equal(input().value, '83,33');
  fireEvent.change(input(), { target: { value: '83.33' } });
  fireEvent.blur(input());
  assert.equal(input().value, '83,33', 'a point becomes a comma once the field is left');
  fireEvent.change(input(), { target: { value: '1 250,5' } });
  assert.deepEqual(sent, ['83.', '83.33', '83.33', '1250.5']);
  fireEvent.click(screen.getByRole('button', { name: 'Vider' }));
  assert.equal(input().value, '', 'a value set by the form is shown');
});

test('ArrowUp and ArrowDown step by `step`, within min, with a comma', () => {
  const sent: string[] = [];
  render(<Form initial="0.01" sent={sent} min={0} step={0.01} />);
  fireEvent.keyDown(input(), { key: 'ArrowUp' });
  assert.equal(input().value, '0,02');
  fireEvent.keyDown(input(), { key: 'ArrowDown' });
  fireEvent.keyDown(input(), { key: 'ArrowDown' });
  fireEvent.keyDown(input(), { key: 'ArrowDown' });
  assert.equal(input().value, '0');
  assert.deepEqual(sent, ['0.02', '0.01', '0', '0']);
});

test('decimal text: display, canonical value and steps', () => {
  assert.equal(decimalDisplay(83.33), '83,33');
  assert.equal(decimalDisplay(Number.NaN), '');
  assert.equal(decimalValue(' 1 250,00 '), '1250.00');
  assert.equal(decimalValue('12,5'), decimalValue('12.5'));
  assert.equal(Number(decimalValue('douze')), Number.NaN);
  assert.equal(steppedValue('45,83', 1, { step: 0.01 }), '45.84');
  assert.equal(steppedValue('0.1', 1, { step: 0.2 }), '0.3', 'no float noise');
  assert.equal(steppedValue('', 1, { min: 5, step: 5 }), '5');
  assert.equal(steppedValue('11', 1, { max: 12 }), '12');
  assert.equal(steppedValue('12', 1, { max: 12 }), '12');
});
