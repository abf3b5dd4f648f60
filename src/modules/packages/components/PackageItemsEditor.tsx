import { useState } from 'react';
import useSWR from 'swr';
import { convertPrice } from '../../../shared/accounting/drafts';
import { computeTotals } from '../../../shared/accounting/totals';
import { formatMoney, formatNumber } from '../../../shared/i18n/format';
import { listServices } from '../../../shared/references/api';
import { useApiClient } from '../../../shared/swr/ApiProvider';
import { DecimalInput, FormGrid, IconButton, SelectField, Table, type TableColumn } from '../../../shared/ui';
import { decimalDisplay } from '../../../shared/i18n/decimal-text';
import * as fieldStyles from '../../../shared/ui/Field.css';
import { packageKeys } from '../keys';
import { packageMessages as m } from '../messages';

/** An item being edited: the service, its quantity and an optional price of its own (as typed, HT or TTC as the editor's « Prix saisi »). */
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
  /** The items' own prices are entered VAT included (as services and document lines may be). */
  ttc: boolean;
  onTtcChange: (ttc: boolean, items: ItemDraft[]) => void;
  errors: Readonly<Record<string, string>>;
}

/** A service as the editor prices it: its VAT rate, its HT price and its TTC price when it has one. */
interface PricedService {
  unitPriceHt: number;
  unitPriceTtc: number | null;
  tva: { rate: number };
}

/** The service's own price in the entry mode: its TTC price when it has one, else converted from HT. */
export function servicePriceIn(service: PricedService, ttc: boolean): number {
  return ttc ? (service.unitPriceTtc ?? convertPrice(service.unitPriceHt, service.tva.rate, true)) : service.unitPriceHt;
}

/**
 * An item's TTC total as the server computes it (shared helpers): its own price in the entry mode, else
 * the service's as it is priced (TTC services stay exact).
 */
export function itemTotalTtc(service: PricedService, quantity: string, ownPrice: string, ttc: boolean): number | null {
  const qty = Number(quantity);
  if (quantity.trim() === '' || !Number.isFinite(qty)) return null;
  const own = ownPrice.trim() === '' ? null : Number(ownPrice);
  if (own !== null && !Number.isFinite(own)) return null;
  const line =
    own === null
      ? { quantity: qty, unitPrice: service.unitPriceHt, unitPriceTtc: service.unitPriceTtc, rate: service.tva.rate }
      : { quantity: qty, unitPrice: own, unitPriceTtc: ttc ? own : null, rate: service.tva.rate };
  return computeTotals([line]).totalTtc;
}

let keys = 0;

/** A numeric input inside a table cell: its label is spoken, not shown (the column header says it). */
function CellInput({ label, value, placeholder, error, onChange }: { label: string; value: string; placeholder?: string; error?: string; onChange: (value: string) => void }) {
  return (
    <>
      <DecimalInput
        className={fieldStyles.control}
        min={0}
        step={0.01}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        placeholder={placeholder}
        value={value}
        onValueChange={onChange}
      />
      {error && <span className={fieldStyles.error}>{error}</span>}
    </>
  );
}
export const itemKey = () => `item-${(keys += 1)}`;

/** The items of a package in the edit form: add a service, set its quantity and price, remove it. */
export function PackageItemsEditor({ agencyId, items, onChange, ttc, onTtcChange, errors }: PackageItemsEditorProps) {
  const client = useApiClient();
  const services = useSWR(packageKeys.agencyServices(agencyId), ([, q]) => listServices(client, q)).data?.items ?? [];
  const [choice, setChoice] = useState('');
  const serviceOf = (id: number) => services.find((s) => s.id === id);
  const update = (index: number, patch: Partial<ItemDraft>) => onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const priceLabel = ttc ? m.items.unitPriceTtc : m.items.unitPrice;
  /** Switching the entry mode converts the prices already typed at their service's rate. */
  const switchMode = (next: boolean) => {
    if (next === ttc) return;
    onTtcChange(
      next,
      items.map((item) => {
        const price = Number(item.unitPrice);
        const rate = serviceOf(item.service)?.tva.rate;
        return item.unitPrice.trim() === '' || !Number.isFinite(price) || rate === undefined ? item : { ...item, unitPrice: String(convertPrice(price, rate, next)) };
      }),
    );
  };

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
      header: priceLabel,
      width: '10rem',
      render: (row) => {
        const service = serviceOf(row.service);
        return (
          <CellInput
            label={`${priceLabel} – ${service?.name ?? ''}`}
            placeholder={service ? decimalDisplay(servicePriceIn(service, ttc)) : ''}
            value={row.unitPrice}
            error={errors[`items.${row.index}.unitPriceTtc`] ?? errors[`items.${row.index}.unitPrice`]}
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
        const total = service ? itemTotalTtc(service, row.quantity, row.unitPrice, ttc) : null;
        return total === null ? '' : formatMoney(total);
      },
    },
    {
      key: 'remove',
      header: m.columns.actions,
      headerHidden: true,
      align: 'end',
      render: (row) => <IconButton icon="trash" size="sm" label={m.items.remove(serviceOf(row.service)?.name ?? '')} onClick={() => onChange(items.filter((_, i) => i !== row.index))} />,
    },
  ];

  return (
    <>
      <FormGrid columns={2}>
        <SelectField
          label={m.items.priceMode}
          value={ttc ? 'ttc' : 'ht'}
          onChange={(e) => switchMode(e.target.value === 'ttc')}
          options={[
            { value: 'ttc', label: m.services.fields.priceModes.ttc },
            { value: 'ht', label: m.services.fields.priceModes.ht },
          ]}
        />
        <SelectField
          label={m.items.add}
          placeholder={m.items.addPlaceholder}
          value={choice}
          onChange={(e) => {
            const id = Number(e.target.value);
            setChoice('');
            if (id) onChange([...items, { key: itemKey(), service: id, quantity: '1', unitPrice: '' }]);
          }}
          options={services.filter((s) => s.isActive).map((s) => ({ value: String(s.id), label: `${s.name} (${formatMoney(servicePriceIn(s, ttc))} ${ttc ? 'TTC' : 'HT'})` }))}
        />
      </FormGrid>
      <Table caption={m.items.caption} columns={columns} rows={items.map((item, index) => ({ ...item, index }))} getRowKey={(row) => row.key} empty={m.items.empty} />
      {errors.items && <p role="alert">{errors.items}</p>}
    </>
  );
}
