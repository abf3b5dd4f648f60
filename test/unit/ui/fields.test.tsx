import '../../setup/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fireEvent, render, screen } from '@testing-library/react';
import { Checkbox } from '../../../src/shared/ui/Checkbox';
import { DateField } from '../../../src/shared/ui/DateField';
import { RadioGroup } from '../../../src/shared/ui/RadioGroup';
import { SelectField } from '../../../src/shared/ui/SelectField';
import { Switch } from '../../../src/shared/ui/Switch';
import { TextField } from '../../../src/shared/ui/TextField';

function describedBy(element: HTMLElement): string[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

test('a text field is labelled, and its hint and error describe it', () => {
  render(<TextField label="Nom" hint="Tel qu’il figure sur la pièce d’identité" error="Ce champ est obligatoire" required />);
  const input = screen.getByLabelText(/Nom/);
  assert.equal(input.getAttribute('aria-invalid'), 'true');
  assert.equal((input as HTMLInputElement).required, true);
  assert.deepEqual(describedBy(input), ['Ce champ est obligatoire', 'Tel qu’il figure sur la pièce d’identité']);
});

test('a field without error is not invalid and only its hint describes it', () => {
  render(<TextField label="Prénom" hint="Facultatif" />);
  const input = screen.getByLabelText('Prénom');
  assert.equal(input.hasAttribute('aria-invalid'), false);
  assert.deepEqual(describedBy(input), ['Facultatif']);
});

test('a disabled field is disabled', () => {
  render(<TextField label="Code client" disabled defaultValue="C-12" />);
  assert.equal((screen.getByLabelText('Code client') as HTMLInputElement).disabled, true);
});

test('a select field lists its options after the placeholder', () => {
  render(
    <SelectField
      label="Agence"
      placeholder="Sélectionner…"
      options={[
        { value: '1', label: 'Lyon' },
        { value: '2', label: 'Paris' },
      ]}
      error="Choisissez une agence"
    />,
  );
  const select = screen.getByLabelText('Agence') as HTMLSelectElement;
  assert.deepEqual(
    Array.from(select.options).map((option) => option.text),
    ['Sélectionner…', 'Lyon', 'Paris'],
  );
  assert.deepEqual(describedBy(select), ['Choisissez une agence']);
});

test('a date field keeps its YYYY-MM-DD value', () => {
  render(<DateField label="Date de naissance" value="2004-03-09" onChange={() => {}} />);
  const input = screen.getByLabelText('Date de naissance') as HTMLInputElement;
  assert.equal(input.type, 'date');
  assert.equal(input.value, '2004-03-09');
});

test('a switch is a labelled role=switch that toggles', () => {
  let checked = false;
  render(<Switch label="Actif" checked={checked} onChange={(event) => (checked = event.target.checked)} />);
  const element = screen.getByRole('switch', { name: 'Actif' });
  fireEvent.click(element);
  assert.equal(checked, true);
});

test('a checkbox with an error is invalid and described by it', () => {
  render(<Checkbox label="J’accepte les conditions" error="Vous devez accepter les conditions" />);
  const box = screen.getByRole('checkbox', { name: 'J’accepte les conditions' });
  assert.equal(box.getAttribute('aria-invalid'), 'true');
  assert.deepEqual(describedBy(box), ['Vous devez accepter les conditions']);
});

test('a radio group is a named group whose choice reports its value', () => {
  let value: string | null = null;
  render(
    <RadioGroup
      label="Boîte de vitesses"
      name="gearbox"
      options={[
        { value: 'manual', label: 'Manuelle' },
        { value: 'automatic', label: 'Automatique' },
      ]}
      value={value}
      onChange={(next) => (value = next)}
      error="Choisissez une boîte"
    />,
  );
  const group = screen.getByRole('group', { name: 'Boîte de vitesses' });
  assert.equal(group.getAttribute('aria-invalid'), 'true');
  fireEvent.click(screen.getByRole('radio', { name: 'Automatique' }));
  assert.equal(value, 'automatic');
});
