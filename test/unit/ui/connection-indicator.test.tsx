import '../../setup/dom';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { render } from '@testing-library/react';
import { ConnectionIndicator } from '../../../src/shared/connection/ConnectionIndicator';

const CASES = [
  [0, 'Non connecté'],
  [1, 'Connecté'],
  [2, 'Connecté partiellement'],
] as const;

for (const [status, label] of CASES) {
  test(`value ${status} shows « ${label} » with the service name`, () => {
    const view = render(<ConnectionIndicator service="ANTS" status={status} detail="1 agence sur 3" />);
    const indicator = view.getByRole('status');
    assert.equal(indicator.textContent, `ANTS${label}`);
    assert.equal(indicator.getAttribute('data-status'), String(status));
    assert.equal(indicator.getAttribute('title'), `ANTS : ${label} — 1 agence sur 3`);
    view.unmount();
  });
}

test('not applicable (6) shows nothing; loading says so', () => {
  const hidden = render(<ConnectionIndicator service="Livret numérique" status={6} />);
  assert.equal(hidden.queryByRole('status'), null);
  hidden.unmount();
  const loading = render(<ConnectionIndicator service="Livret numérique" status={0} loading />);
  assert.match(loading.getByRole('status').textContent ?? '', /Vérification de la connexion/);
  loading.unmount();
});
