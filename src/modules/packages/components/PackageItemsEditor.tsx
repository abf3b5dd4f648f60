import { useState } from 'react';
import useSWR from 'swr';
import { ALL_LIST_PAGE_SIZE } from '../../../shared/constants';
import { formatMoney, formatNumber } from '../../../shared/i18n/format';
import { listServices } from '../../../shared/references/api';
import { useApiClient } from '../../../shared/swr/ApiProvider';
import { IconButton, SelectField, Table, type TableColumn } from '../../../shared/ui';
import * as fieldStyles from '../../../shared/ui/Field.css';
import { packageMessages as m } from '../messages';

/** An item being edited: the service, its quantity and an optional price of its own (as typed). */
export interface ItemDraft {
  key: string;
  service: number;
  quantity: string;
  unitPrice: string;
}

export interface PackageItemsEditorProps {
  agencyId: number;
  items: readonly ItemDraft[];
  onChange: (items: ItemDraft[]) => void;
  errors: Readonly<Record<string, string>>;
}

let keys = 0;

/** A numeric input inside a table cell: its label is spoken, not shown (the column header says it). */
function CellInput({ label, value, placeholder, error, onChange }: { label: string; value: string; placeholder?: string; error?: string; onChange: (value: string) => void }) {
  return (
    <>
      <input
        className={fieldStyles.control}
        type="number"
        inputMode="decimal"
        min="0"
        step="0.01"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && <span className={fieldStyles.error}>{error}</span>}
    </>
  );
}
export const itemKey = () => `item-${(keys += 1)}`;

/** The items of a package in the edit form: add a service, set its quantity and price, remove it. */
export function PackageItemsEditor({ agencyId, items, onChange, errors }: PackageItemsEditorProps) {
  const client = useApiClient();
  const services = useSWR(['/products/services', { agency: agencyId, itemsPerPage: ALL_LIST_PAGE_SIZE }] as const, ([, q]) => listServices(client, q)).data?.items ?? [];
  const [choice, setChoice] = useState('');
  const serviceOf = (id: number) => services.find((s) => s.id === id);
  const update = (index: number, patch: Partial<ItemDraft>) => onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));

  const columns: TableColumn<ItemDraft & { index: number }>[] = [
    { key: 'service', header: m.items.service, render: (row) => serviceOf(row.service)?.name ?? '' },
    {
      key: 'quantity',
      header: m.items.quantity,
      width: '8rem',
      render: (row) => (
        <CellInput label={`${m.items.quantity} – ${serviceOf(row.service)?.name ?? ''}`} value={row.quantity} error={errors[`items.${row.index}.quantity`]} onChange={(quantity) => update(row.index, { quantity })} />
      ),
    },
    {
      key: 'unitPrice',
      header: m.items.unitPrice,
      width: '10rem',
      render: (row) => {
        const service = serviceOf(row.service);
        return (
          <CellInput
            label={`${m.items.unitPrice} – ${service?.name ?? ''}`}
            placeholder={service ? String(service.unitPriceHt) : ''}
            value={row.unitPrice}
            error={errors[`items.${row.index}.unitPrice`]}
            onChange={(unitPrice) => update(row.index, { unitPrice })}
          />
        );
      },
    },
    {
      key: 'tva',
      header: 'TVA',
      render: (row) => {
        const rate = serviceOf(row.service)?.tva.rate;
        return rate === undefined ? '' : `${formatNumber(rate)} %`;
      },
    },
    {
      key: 'total',
      header: m.items.total,
      align: 'end',
      render: (row) => {
        const service = serviceOf(row.service);
        if (!service) return '';
        const price = row.unitPrice === '' ? service.unitPriceHt : Number(row.unitPrice);
        const ht = Math.round(Number(row.quantity) * price * 100) / 100;
        return Number.isFinite(ht) ? formatMoney(Math.round(ht * (1 + service.tva.rate / 100) * 100) / 100) : '';
      },
    },
    {
      key: 'remove',
      header: '',
      align: 'end',
      render: (row) => <IconButton icon="trash" size="sm" label={m.items.remove(serviceOf(row.service)?.name ?? '')} onClick={() => onChange(items.filter((_, i) => i !== row.index))} />,
    },
  ];

  return (
    <>
      <SelectField
        label={m.items.add}
        placeholder={m.items.addPlaceholder}
        value={choice}
        onChange={(e) => {
          const id = Number(e.target.value);
          setChoice('');
          if (id) onChange([...items, { key: itemKey(), service: id, quantity: '1', unitPrice: '' }]);
        }}
        options={services.filter((s) => s.isActive).map((s) => ({ value: String(s.id), label: `${s.name} (${formatMoney(s.unitPriceHt)} HT)` }))}
      />
      <Table caption={m.items.caption} columns={columns} rows={items.map((item, index) => ({ ...item, index }))} getRowKey={(row) => row.key} empty={m.items.empty} />
      {errors.items && <p role="alert">{errors.items}</p>}
    </>
  );
}
