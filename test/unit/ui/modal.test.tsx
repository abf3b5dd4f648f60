import '../../setup/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog } from '../../../src/shared/ui/ConfirmDialog';
import { Modal } from '../../../src/shared/ui/Modal';

function Harness({ isStatic = false, onClose = () => {} }: { isStatic?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <Modal
        open={open}
        static={isStatic}
        title="Éléments manquants"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button type="button">Compris</button>}
      >
        <input aria-label="Commentaire" />
      </Modal>
    </>
  );
}

function openDialog() {
  const opener = screen.getByRole('button', { name: 'Ouvrir' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Éléments manquants' }) };
}

test('the dialog is modal, named by its title, and takes the focus', () => {
  render(<Harness />);
  const { dialog } = openDialog();
  assert.equal(dialog.getAttribute('aria-modal'), 'true');
  assert.ok(dialog.contains(document.activeElement));
});

test('Escape closes the dialog and gives the focus back to the opener', () => {
  let closed = 0;
  render(<Harness onClose={() => closed++} />);
  const { opener, dialog } = openDialog();
  fireEvent.keyDown(dialog, { key: 'Escape' });
  assert.equal(closed, 1);
  assert.equal(screen.queryByRole('dialog'), null);
  assert.equal(document.activeElement, opener);
});

test('a click on the backdrop closes a normal dialog', () => {
  let closed = 0;
  render(<Harness onClose={() => closed++} />);
  const { dialog } = openDialog();
  fireEvent.mouseDown(dialog.parentElement as HTMLElement);
  assert.equal(closed, 1);
});

test('a static dialog ignores Escape and backdrop clicks but closes with its button', () => {
  let closed = 0;
  render(<Harness isStatic onClose={() => closed++} />);
  const { dialog } = openDialog();
  fireEvent.keyDown(dialog, { key: 'Escape' });
  fireEvent.mouseDown(dialog.parentElement as HTMLElement);
  assert.equal(closed, 0);
  fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
  assert.equal(closed, 1);
});

test('Tab and Shift+Tab cycle inside the dialog', () => {
  render(<Harness />);
  const { dialog } = openDialog();
  const close = screen.getByRole('button', { name: 'Fermer' });
  const last = screen.getByRole('button', { name: 'Compris' });
  last.focus();
  fireEvent.keyDown(last, { key: 'Tab' });
  assert.equal(document.activeElement, close);
  fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
  assert.equal(document.activeElement, last);
  assert.ok(dialog.contains(document.activeElement));
});

test('a busy confirm dialog cannot be dismissed and its confirm button is busy', () => {
  let cancelled = 0;
  let confirmed = 0;
  render(
    <ConfirmDialog
      open
      busy
      danger
      title="Supprimer le devis"
      message="Cette action est définitive."
      confirmLabel="Supprimer"
      onCancel={() => cancelled++}
      onConfirm={() => confirmed++}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Supprimer le devis' });
  fireEvent.keyDown(dialog, { key: 'Escape' });
  assert.equal(cancelled, 0);
  const confirm = screen.getByRole('button', { name: 'Supprimer' });
  assert.equal(confirm.getAttribute('aria-busy'), 'true');
  fireEvent.click(confirm);
  assert.equal(confirmed, 0);
  assert.equal((screen.getByRole('button', { name: 'Annuler' }) as HTMLButtonElement).disabled, true);
});

/** A dialog whose action button goes away once used (« Marquer réalisé »), and one that disables itself (« Envoyer »). */
function VanishingAction({ onClose }: { onClose: () => void }) {
  const [done, setDone] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <Modal open title="Créneau" onClose={onClose}>
      {!done && <button type="button" onClick={() => setDone(true)}>Marquer réalisé</button>}
      <button type="button" disabled={sent} onClick={() => setSent(true)}>Envoyer</button>
    </Modal>
  );
}

for (const action of ['Marquer réalisé', 'Envoyer']) {
  test(`after « ${action} » takes its button away, the focus stays in the dialog and Escape still closes it`, async () => {
    let closed = 0;
    render(<VanishingAction onClose={() => closed++} />);
    const dialog = screen.getByRole('dialog', { name: 'Créneau' });
    const button = screen.getByRole('button', { name: action });
    button.focus();
    fireEvent.click(button);
    // The observer runs as a microtask after the DOM change.
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.ok(dialog.contains(document.activeElement), `focus on ${document.activeElement?.tagName}`);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    assert.equal(closed, 1);
  });
}
