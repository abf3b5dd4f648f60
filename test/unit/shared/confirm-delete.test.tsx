import '../../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfirmDelete } from '../../../src/shared/list/ConfirmDelete';
import type { Mutation } from '../../../src/shared/swr/useMutation';

afterEach(cleanup);

interface Group {
  id: number;
  name: string;
}

function removal(busy = false) {
  const removed: Group[] = [];
  const remove: Mutation<[Group], unknown> = {
    run: async (group) => {
      removed.push(group);
      return { ok: true, value: null };
    },
    busy,
    error: undefined,
    reset: () => undefined,
  };
  return { remove, removed };
}

test('asks about the row it names, deletes it on « Supprimer », then closes', async () => {
  const { remove, removed } = removal();
  let closed = 0;
  const group = { id: 4, name: 'Code du soir' };
  render(<ConfirmDelete item={group} title="Supprimer le groupe" message={(g) => `Supprimer « ${g.name} » ?`} remove={remove} onClose={() => void closed++} />);
  assert.ok(screen.getByRole('dialog', { name: 'Supprimer le groupe' }).textContent?.includes('Supprimer « Code du soir » ?'));
  fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
  await waitFor(() => assert.equal(closed, 1));
  assert.deepEqual(removed, [group]);
});

test('closed without a row; « Annuler » deletes nothing', () => {
  const { remove, removed } = removal();
  const { rerender } = render(<ConfirmDelete<Group> item={null} title="Supprimer le groupe" message={(g) => g.name} remove={remove} onClose={() => undefined} />);
  assert.equal(screen.queryByRole('dialog'), null);
  let closed = 0;
  rerender(<ConfirmDelete item={{ id: 1, name: 'Matin' }} title="Supprimer le groupe" message={(g) => g.name} remove={remove} onClose={() => void closed++} />);
  fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
  assert.equal(closed, 1);
  assert.deepEqual(removed, []);
});
