import '../../setup/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fireEvent, render, screen } from '@testing-library/react';
import { Pagination, pageCountOf } from '../../../src/shared/ui/Pagination';

const noop = () => {};
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

test('page count is at least one and rounds up', () => {
  assert.equal(pageCountOf(0, 10), 1);
  assert.equal(pageCountOf(10, 10), 1);
  assert.equal(pageCountOf(11, 10), 2);
});

test('on the first page, first and previous are disabled; next and last move on', () => {
  const pages: number[] = [];
  render(<Pagination list="Apprenants" page={1} itemsPerPage={10} totalItems={45} onPageChange={(page) => pages.push(page)} />);
  assert.ok(screen.getByText('Page 1 sur 5'));
  assert.equal(button('Première page').disabled, true);
  assert.equal(button('Page précédente').disabled, true);
  fireEvent.click(button('Page suivante'));
  fireEvent.click(button('Dernière page'));
  assert.deepEqual(pages, [2, 5]);
});

test('on the last page, next and last are disabled; previous and first move back', () => {
  const pages: number[] = [];
  render(<Pagination list="Apprenants" page={5} itemsPerPage={10} totalItems={45} onPageChange={(page) => pages.push(page)} />);
  assert.equal(button('Page suivante').disabled, true);
  assert.equal(button('Dernière page').disabled, true);
  fireEvent.click(button('Page précédente'));
  fireEvent.click(button('Première page'));
  assert.deepEqual(pages, [4, 1]);
});

test('a page beyond the end is shown as the last page', () => {
  render(<Pagination list="Apprenants" page={9} itemsPerPage={25} totalItems={30} onPageChange={noop} />);
  assert.ok(screen.getByText('Page 2 sur 2'));
});

test('the total is formatted the French way with a plural', () => {
  const { rerender } = render(<Pagination list="Apprenants" page={1} itemsPerPage={10} totalItems={12345} onPageChange={noop} />);
  assert.equal(screen.getByText(/résultats$/).textContent, '12\u202f345 résultats');
  rerender(<Pagination list="Apprenants" page={1} itemsPerPage={10} totalItems={1} onPageChange={noop} />);
  assert.equal(screen.getByText(/résultat$/).textContent, '1 résultat');
});

test('the items-per-page select offers 10, 25, 50 and 100', () => {
  const sizes: number[] = [];
  render(<Pagination list="Apprenants" page={1} itemsPerPage={10} totalItems={300} onPageChange={noop} onItemsPerPageChange={(size) => sizes.push(size)} />);
  const select = screen.getByLabelText('Lignes par page') as HTMLSelectElement;
  assert.deepEqual(
    Array.from(select.options).map((option) => option.value),
    ['10', '25', '50', '100'],
  );
  fireEvent.change(select, { target: { value: '50' } });
  assert.deepEqual(sizes, [50]);
});

test('the navigation is named after the list it pages, so two lists on a screen have two distinct landmarks', () => {
  render(
    <>
      <Pagination list="Devis à relancer" page={1} itemsPerPage={10} totalItems={45} onPageChange={noop} />
      <Pagination list="Factures impayées" page={1} itemsPerPage={10} totalItems={45} onPageChange={noop} />
    </>,
  );
  const names = screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'));
  assert.deepEqual(names, ['Pagination : Devis à relancer', 'Pagination : Factures impayées']);
});
