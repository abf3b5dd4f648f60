import '../../setup/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from '../../../src/shared/ui/Button';
import { IconButton } from '../../../src/shared/ui/IconButton';

test('a loading button is busy and ignores clicks but keeps its name', () => {
  let clicks = 0;
  render(
    <Button loading onClick={() => clicks++}>
      Enregistrer
    </Button>,
  );
  const element = screen.getByRole('button', { name: 'Enregistrer' });
  assert.equal(element.getAttribute('aria-busy'), 'true');
  fireEvent.click(element);
  assert.equal(clicks, 0);
});

test('a button that is not loading reacts to clicks and is not busy', () => {
  let clicks = 0;
  render(<Button onClick={() => clicks++}>Enregistrer</Button>);
  const element = screen.getByRole('button', { name: 'Enregistrer' });
  assert.equal(element.hasAttribute('aria-busy'), false);
  fireEvent.click(element);
  assert.equal(clicks, 1);
});

test('a disabled button does not react to clicks', () => {
  let clicks = 0;
  render(
    <Button disabled onClick={() => clicks++}>
      Supprimer
    </Button>,
  );
  const element = screen.getByRole('button', { name: 'Supprimer' });
  assert.equal((element as HTMLButtonElement).disabled, true);
  fireEvent.click(element);
  assert.equal(clicks, 0);
});

test('buttons never submit a form by default', () => {
  render(<Button>Annuler</Button>);
  assert.equal(screen.getByRole('button').getAttribute('type'), 'button');
});

test('an icon button is named by its label, also shown as its title', () => {
  render(<IconButton icon="trash" label="Supprimer la ligne" />);
  const element = screen.getByRole('button', { name: 'Supprimer la ligne' });
  assert.equal(element.getAttribute('title'), 'Supprimer la ligne');
  assert.equal(element.querySelector('svg')?.getAttribute('aria-hidden'), 'true');
});
