import '../../setup/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from '../../../src/shared/ui/Tabs';

const tabs = [
  { value: 'infos', label: 'Informations' },
  { value: 'products', label: 'Produits' },
  { value: 'legal', label: 'Informations légales', disabled: true },
  { value: 'history', label: 'Historique' },
];

function Controlled({ changes }: { changes: string[] }) {
  const [value, setValue] = useState('infos');
  return (
    <Tabs
      label="Sections du devis"
      tabs={tabs}
      value={value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    >
      Contenu {value}
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

test('only the selected tab is in the tab order, and it labels the panel', () => {
  render(<Controlled changes={[]} />);
  assert.equal(tab('Informations').getAttribute('aria-selected'), 'true');
  assert.equal(tab('Informations').tabIndex, 0);
  assert.equal(tab('Produits').tabIndex, -1);
  assert.equal(screen.getByRole('tabpanel', { name: 'Informations' }).textContent, 'Contenu infos');
});

test('arrow keys, Home and End move the selection and focus, skipping disabled tabs and wrapping', () => {
  const changes: string[] = [];
  render(<Controlled changes={changes} />);
  tab('Informations').focus();
  fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
  assert.equal(document.activeElement, tab('Produits'));
  fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
  assert.equal(document.activeElement, tab('Historique'));
  fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
  assert.equal(document.activeElement, tab('Informations'));
  fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
  assert.equal(document.activeElement, tab('Historique'));
  fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
  fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
  assert.deepEqual(changes, ['products', 'history', 'infos', 'history', 'infos', 'history']);
  assert.equal(tab('Historique').getAttribute('aria-selected'), 'true');
  assert.equal(tab('Historique').tabIndex, 0);
});

test('the selection follows the value prop (the URL drives it)', () => {
  const { rerender } = render(<Tabs label="Sections" tabs={tabs} value="infos" onChange={() => {}} />);
  rerender(<Tabs label="Sections" tabs={tabs} value="products" onChange={() => {}} />);
  assert.equal(tab('Produits').getAttribute('aria-selected'), 'true');
  assert.equal(tab('Informations').getAttribute('aria-selected'), 'false');
});
