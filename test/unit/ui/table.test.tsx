import '../../setup/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Table, type TableColumn, type TableSort } from '../../../src/shared/ui/Table';

interface Learner {
  id: number;
  name: string;
  hours: number;
}

const learners: Learner[] = [
  { id: 1, name: 'Alice Martin', hours: 12 },
  { id: 2, name: 'Bruno Petit', hours: 20 },
];

const columns: TableColumn<Learner>[] = [
  { key: 'name', header: 'Nom', render: (row) => row.name, sortable: true },
  { key: 'hours', header: 'Heures', render: (row) => row.hours, sortable: true, align: 'end' },
  {
    key: 'actions',
    header: 'Actions',
    render: (row) => (
      <button type="button" onClick={() => removed.push(row.id)}>
        Supprimer
      </button>
    ),
  },
];
const removed: number[] = [];

function SortableTable({ onSort }: { onSort: (sort: TableSort) => void }) {
  const [sort, setSort] = useState<TableSort | null>(null);
  return (
    <Table
      caption="Apprenants"
      columns={columns}
      rows={learners}
      getRowKey={(row) => row.id}
      sort={sort}
      onSortChange={(next) => {
        onSort(next);
        setSort(next);
      }}
    />
  );
}

test('sortable headers expose aria-sort and toggle ascending then descending', () => {
  const sorts: TableSort[] = [];
  render(<SortableTable onSort={(sort) => sorts.push(sort)} />);
  const nameHeader = screen.getByRole('columnheader', { name: /Nom/ });
  const hoursHeader = screen.getByRole('columnheader', { name: /Heures/ });
  assert.equal(nameHeader.getAttribute('aria-sort'), 'none');
  assert.equal(screen.getByRole('columnheader', { name: 'Actions' }).hasAttribute('aria-sort'), false);

  fireEvent.click(within(nameHeader).getByRole('button'));
  assert.equal(nameHeader.getAttribute('aria-sort'), 'ascending');
  fireEvent.click(within(nameHeader).getByRole('button'));
  assert.equal(nameHeader.getAttribute('aria-sort'), 'descending');
  fireEvent.click(within(hoursHeader).getByRole('button'));
  assert.equal(hoursHeader.getAttribute('aria-sort'), 'ascending');
  assert.equal(nameHeader.getAttribute('aria-sort'), 'none');
  assert.deepEqual(sorts, [
    { key: 'name', direction: 'asc' },
    { key: 'name', direction: 'desc' },
    { key: 'hours', direction: 'asc' },
  ]);
});

test('clickable rows are focusable and open on click and on Enter, not from inner buttons', () => {
  const opened: number[] = [];
  render(<Table caption="Apprenants" columns={columns} rows={learners} getRowKey={(row) => row.id} onRowClick={(row) => opened.push(row.id)} />);
  const row = screen.getByRole('row', { name: /Bruno Petit/ });
  assert.equal(row.getAttribute('tabindex'), '0');
  fireEvent.keyDown(row, { key: 'Enter' });
  fireEvent.click(screen.getByRole('row', { name: /Alice Martin/ }));
  fireEvent.keyDown(row, { key: ' ' });
  const removeButton = within(row).getByRole('button', { name: 'Supprimer' });
  fireEvent.click(removeButton);
  fireEvent.keyDown(removeButton, { key: 'Enter' });
  assert.deepEqual(opened, [2, 1]);
  assert.deepEqual(removed, [2]);
});

test('the caption names the table', () => {
  render(<Table caption="Factures" columns={columns} rows={learners} getRowKey={(row) => row.id} />);
  assert.ok(screen.getByRole('table', { name: 'Factures' }));
});

test('an empty result shows the empty node; loading shows skeleton rows instead, hidden from assistive tech under a busy table', () => {
  const { rerender } = render(<Table caption="Apprenants" columns={columns} rows={[]} getRowKey={(row) => row.id} empty="Aucun apprenant" />);
  assert.ok(screen.getByText('Aucun apprenant'));
  rerender(<Table caption="Apprenants" columns={columns} rows={[]} getRowKey={(row) => row.id} empty="Aucun apprenant" loading />);
  assert.equal(screen.queryByText('Aucun apprenant'), null);
  const table = screen.getByRole('table');
  assert.equal(table.getAttribute('aria-busy'), 'true');
  assert.equal(table.querySelectorAll('tbody tr').length, 5);
  assert.equal(within(table).getAllByRole('row').length, 1, 'only the header row is exposed while loading');
});

test('a header hidden from sight still names its column for assistive tech (never an empty header cell)', () => {
  const withHidden: TableColumn<Learner>[] = [...columns.slice(0, 2), { ...columns[2]!, headerHidden: true }];
  render(<Table caption="Apprenants" columns={withHidden} rows={learners} getRowKey={(row) => row.id} />);
  const header = screen.getByRole('columnheader', { name: 'Actions' });
  assert.equal(header.textContent, 'Actions');
  assert.ok(header.querySelector('span')?.className, 'the text sits in a visually hidden span');
});
