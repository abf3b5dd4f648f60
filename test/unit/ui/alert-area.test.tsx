import '../../setup/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AlertArea } from '../../../src/shared/ui/AlertArea';

test('danger alerts interrupt (role=alert), others are polite status messages', () => {
  render(
    <AlertArea
      alerts={[
        { id: 1, tone: 'danger', message: 'Erreur lors du chargement des apprenants' },
        { id: 2, tone: 'success', message: 'Le devis a été enregistré' },
      ]}
      onDismiss={() => {}}
    />,
  );
  assert.equal(screen.getByRole('alert').textContent, 'Erreur lors du chargement des apprenants');
  assert.equal(screen.getByRole('status').textContent, 'Le devis a été enregistré');
});

test('each alert has its own dismiss button reporting its id', () => {
  const dismissed: (string | number)[] = [];
  render(<AlertArea alerts={[{ id: 'a7', tone: 'info', message: 'Synchronisation en cours' }]} onDismiss={(id) => dismissed.push(id)} />);
  fireEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Fermer l’alerte' }));
  assert.deepEqual(dismissed, ['a7']);
});
