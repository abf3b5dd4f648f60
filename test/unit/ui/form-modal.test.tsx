import '../../setup/dom';
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FormModal } from '../../../src/shared/ui/FormModal';

afterEach(cleanup);

function renderForm(props: { busy?: boolean; submitDisabled?: boolean; submitLabel?: string } = {}) {
  const calls = { submit: 0, close: 0 };
  render(
    <FormModal title="Nouveau taux" formId="tva-new" onClose={() => void calls.close++} onSubmit={() => void calls.submit++} {...props}>
      <input aria-label="Libellé" />
    </FormModal>,
  );
  return calls;
}

test('the footer’s submit button sends the dialog’s form, which never reloads the page', () => {
  const calls = renderForm();
  const dialog = screen.getByRole('dialog', { name: 'Nouveau taux' });
  const form = dialog.querySelector('form')!;
  assert.equal(form.id, 'tva-new');
  assert.equal(form.noValidate, true);
  const submit = screen.getByRole('button', { name: 'Enregistrer' });
  assert.equal(submit.getAttribute('type'), 'submit');
  assert.equal(submit.getAttribute('form'), 'tva-new');
  // What the browser does on a click or on Enter in a field: a submit event on the form.
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  assert.equal(event.defaultPrevented, true, 'no page reload');
  assert.equal(calls.submit, 1);
});

test('« Annuler » closes without sending; a busy or disabled submit cannot be sent twice', () => {
  const calls = renderForm({ busy: true });
  fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
  assert.deepEqual(calls, { submit: 0, close: 1 });
  assert.equal(screen.getByRole('button', { name: /Enregistrer/ }).getAttribute('aria-busy'), 'true');
  cleanup();
  renderForm({ submitDisabled: true, submitLabel: 'Créer' });
  assert.equal((screen.getByRole('button', { name: 'Créer' }) as HTMLButtonElement).disabled, true);
});

test('given a useForm form, it submits that form and spins while the form is submitting', () => {
  let submitted = 0;
  render(
    <FormModal title="Nouveau groupe" formId="group-new" onClose={() => undefined} form={{ submit: () => void submitted++, submitting: true }}>
      <input aria-label="Nom" />
    </FormModal>,
  );
  screen.getByRole('dialog').querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  assert.equal(submitted, 1);
  assert.equal(screen.getByRole('button', { name: /Enregistrer/ }).getAttribute('aria-busy'), 'true');
});
