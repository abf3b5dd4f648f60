import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { reportError } from '../alerts/report';
import { decimalDisplay } from '../i18n/decimal-text';
import { formatMoney, formatNumber } from '../i18n/format';
import { getPackageOption, listPackageOptions, listServices, listTvaOptions } from '../references/api';
import { referenceKeys } from '../references/keys';
import { useApiClient } from '../swr/ApiProvider';
import { Button } from '../ui/Button';
import { Combobox } from '../ui/Combobox';
import * as fieldStyles from '../ui/Field.css';
import { IconButton } from '../ui/IconButton';
import { SelectField } from '../ui/SelectField';
import * as styles from './BillLinesEditor.css';
import { convertPrice, draftKey, draftTotals, withPriceMode, type LineDraft } from './drafts';
import { accountingText } from './messages';
import { TotalsSummary } from './TotalsSummary';

export interface BillLinesEditorProps {
  agencyId: number;
  lines: readonly LineDraft[];
  onChange: (lines: LineDraft[]) => void;
  /** Errors keyed `lines.{i}.{field}` (client check or server violations). */
  errors?: Readonly<Record<string, string>>;
  disabled?: boolean;
  currency?: string;
}

/** The data the editor offers for an agency: its VAT rates, active services and packages. */
function useCatalogue(agencyId: number) {
  const client = useApiClient();
  const tvas = useSWR(referenceKeys.tvaOptions(agencyId), ([, q]) => listTvaOptions(client, q));
  const services = useSWR(referenceKeys.services(agencyId), ([, q]) => listServices(client, q));
  const packages = useSWR(referenceKeys.packageOptions(agencyId), ([, q]) => listPackageOptions(client, q));
  return { tvas: tvas.data?.items ?? [], services: services.data?.items ?? [], packages: packages.data?.items ?? [], client };
}

/**
 * The lines of a quotation or an invoice: add a service, a whole package (its items, in order) or a
 * free line; edit label, quantity, unit price (HT, or TTC as driving schools price) and VAT; remove. Totals (HT, VAT per rate, TTC) follow
 * every keystroke, computed like the server does.
 */
export function BillLinesEditor({ agencyId, lines, onChange, errors = {}, disabled, currency }: BillLinesEditorProps) {
  const text = accountingText.lines;
  const { tvas, services, packages, client } = useCatalogue(agencyId);
  const [serviceSearch, setServiceSearch] = useState('');
  const [packageChoice, setPackageChoice] = useState('');
  const [loadingPackage, setLoadingPackage] = useState(false);
  const defaultTva = tvas.find((t) => t.isDefault) ?? tvas[0];
  /** A frozen document keeps the rates it was saved with; a draft follows the agency's current rates. */
  const rateOf = (draft: LineDraft) => (disabled ? draft.rate : (tvas.find((t) => String(t.id) === draft.tva)?.rate ?? draft.rate));
  const totals = useMemo(() => draftTotals(lines, rateOf), [lines, tvas, disabled]);
  // The entry mode is the lines' (all follow it); an empty document's is the user's choice (null: not chosen, shown HT).
  const [emptyTtc, setEmptyTtc] = useState<boolean | null>(null);
  const ttc = lines.length > 0 ? Boolean(lines[0]!.ttc) : (emptyTtc ?? false);
  const setTtc = (value: boolean) => {
    setEmptyTtc(value);
    onChange(withPriceMode(lines, value, rateOf));
  };
  /**
   * The entry mode a catalogue item is added in: an empty document takes the price basis of what it is
   * built from (a package or service priced TTC stays TTC: 20 × 55,00 € is 1 100,00 €, not 20 × 45,83 €
   * HT) unless the user chose a mode; a document with lines keeps its mode, the item's prices converted to it.
   */
  const modeFor = (pricedTtc: boolean) => (lines.length > 0 ? ttc : (emptyTtc ?? pricedTtc));
  /** A catalogue price in an entry mode: its own TTC price when it has one, else converted from HT. */
  const entered = (mode: boolean, priceHt: number, ratePercent: number, priceTtc?: number | null) =>
    decimalDisplay(mode ? (priceTtc ?? convertPrice(priceHt, ratePercent, true)) : priceHt);
  const unitPriceLabel = ttc ? text.unitPriceTtc : text.unitPrice;

  const update = (index: number, patch: Partial<LineDraft>) => onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  const remove = (index: number) => onChange(lines.filter((_, i) => i !== index));

  const matchingServices = services.filter((s) => s.name.toLowerCase().includes(serviceSearch.trim().toLowerCase())).slice(0, 12);

  const addPackage = async (id: string) => {
    setPackageChoice(id);
    if (!id) return;
    setLoadingPackage(true);
    try {
      const pkg = await getPackageOption(client, Number(id));
      const items = pkg.items ?? [];
      const mode = modeFor(items.some((item) => item.unitPriceTtc !== null));
      onChange([
        ...lines,
        ...items.map<LineDraft>((item) => ({
          key: draftKey(),
          label: item.service.name,
          quantity: decimalDisplay(item.quantity),
          unitPrice: entered(mode, item.unitPrice, item.service.tva.rate, item.unitPriceTtc),
          ttc: mode,
          tva: String(item.service.tva.id),
          service: item.service.id,
          package: pkg.id,
        })),
      ]);
    } catch (error) {
      reportError(error, text.packageLoadError);
    } finally {
      setLoadingPackage(false);
      setPackageChoice('');
    }
  };

  const tvaOptions = tvas.map((t) => ({ value: String(t.id), label: `${formatNumber(t.rate)} %` }));
  const packageName = (id: number | null) => (id === null ? null : (packages.find((p) => p.id === id)?.name ?? null));

  return (
    <div>
      {!disabled && (
        <div className={styles.tools}>
          <Combobox
            className={styles.tool}
            label={text.addService}
            placeholder={text.addServicePlaceholder}
            inputValue={serviceSearch}
            onInputChange={setServiceSearch}
            emptyText={text.noService}
            options={matchingServices.map((s) => ({ value: String(s.id), label: s.name, detail: `${s.unitPriceTtc !== null ? `${formatMoney(s.unitPriceTtc, currency)} TTC` : `${formatMoney(s.unitPriceHt, currency)} HT`} · TVA ${formatNumber(s.tva.rate)} %` }))}
            onSelect={(option) => {
              const service = services.find((s) => String(s.id) === option.value);
              if (!service) return;
              setServiceSearch('');
              const mode = modeFor(service.unitPriceTtc !== null);
              onChange([
                ...lines,
                { key: draftKey(), label: service.name, quantity: '1', unitPrice: entered(mode, service.unitPriceHt, service.tva.rate, service.unitPriceTtc), ttc: mode, tva: String(service.tva.id), service: service.id, package: null },
              ]);
            }}
          />
          <SelectField
            className={styles.tool}
            label={text.addPackage}
            placeholder={text.addPackagePlaceholder}
            disabled={loadingPackage || packages.length === 0}
            value={packageChoice}
            onChange={(event) => void addPackage(event.target.value)}
            options={packages.map((p) => ({ value: String(p.id), label: `${p.name} (${formatMoney(p.totalTtc, currency)} TTC)` }))}
          />
          <Button
            tone="secondary"
            icon="plus"
            onClick={() =>
              onChange([...lines, { key: draftKey(), label: text.freeLabel, quantity: '1', unitPrice: '0', ttc, tva: defaultTva ? String(defaultTva.id) : '', service: null, package: null }])
            }
          >
            {text.addFree}
          </Button>
          <SelectField
            className={styles.tool}
            label={text.priceMode}
            value={ttc ? 'ttc' : 'ht'}
            onChange={(event) => setTtc(event.target.value === 'ttc')}
            options={[
              { value: 'ht', label: text.priceModes.ht },
              { value: 'ttc', label: text.priceModes.ttc },
            ]}
          />
        </div>
      )}
      <div className={styles.wrapper}>
        <table className={styles.table}>
          <caption className={fieldStyles.label} style={{ textAlign: 'start', padding: '8px' }}>
            {text.caption}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.head}>{text.label}</th>
              <th scope="col" className={disabled ? styles.headEnd : styles.head}>{text.quantity}</th>
              <th scope="col" className={disabled ? styles.headEnd : styles.head}>{unitPriceLabel}</th>
              <th scope="col" className={disabled ? styles.headEnd : styles.head}>{text.tva}</th>
              <th scope="col" className={styles.headEnd}>{text.totalHt}</th>
              <th scope="col" className={styles.headEnd}>{text.totalTtc}</th>
              {!disabled && <th scope="col" className={styles.headEnd}><span className={fieldStyles.hint}>{text.actions}</span></th>}
            </tr>
          </thead>
          <tbody>
            {lines.length === 0 && (
              <tr>
                <td colSpan={7} className={styles.empty}>{text.empty}</td>
              </tr>
            )}
            {lines.map((line, index) => {
              const n = index + 1;
              const error = (field: string) => errors[`lines.${index}.${field}`];
              const amounts = totals.lines[index];
              const origin = packageName(line.package);
              if (disabled) {
                return (
                  <tr key={line.key}>
                    <td className={styles.labelCell}>
                      {line.label}
                      {origin && <span className={styles.origin}>{text.fromPackage(origin)}</span>}
                    </td>
                    <td className={styles.amount}>{formatNumber(Number(line.quantity.replace(',', '.')))}</td>
                    <td className={styles.amount}>{`${formatMoney(Number(line.unitPrice.replace(',', '.')), currency)}${line.ttc !== ttc ? (line.ttc ? ' TTC' : ' HT') : ''}`}</td>
                    <td className={styles.amount}>{`${formatNumber(rateOf(line) ?? 0)} %`}</td>
                    <td className={styles.amount}>{formatMoney(amounts?.totalHt ?? 0, currency)}</td>
                    <td className={styles.amount}>{formatMoney(amounts?.totalTtc ?? 0, currency)}</td>
                  </tr>
                );
              }
              return (
                <tr key={line.key}>
                  <td className={styles.labelCell}>
                    <input
                      className={fieldStyles.control}
                      aria-label={text.lineLabel(n, text.label)}
                      aria-invalid={error('label') ? true : undefined}
                      value={line.label}
                      disabled={disabled}
                      onChange={(e) => update(index, { label: e.target.value })}
                    />
                    {origin && <span className={styles.origin}>{text.fromPackage(origin)}</span>}
                    {error('label') && <span className={styles.error}>{error('label')}</span>}
                  </td>
                  <AmountCell label={text.lineLabel(n, text.quantity)} value={line.quantity} error={error('quantity')} disabled={disabled} onChange={(value) => update(index, { quantity: value })} />
                  <AmountCell label={text.lineLabel(n, unitPriceLabel)} value={line.unitPrice} error={error('unitPrice')} disabled={disabled} onChange={(value) => update(index, { unitPrice: value })} />
                  <td className={styles.tvaCell}>
                    <select
                      className={fieldStyles.control}
                      aria-label={text.lineLabel(n, text.tva)}
                      aria-invalid={error('tva') ? true : undefined}
                      value={line.tva}
                      disabled={disabled}
                      onChange={(e) => update(index, { tva: e.target.value })}
                    >
                      {line.tva === '' && <option value="">—</option>}
                      {line.tva !== '' && !tvaOptions.some((o) => o.value === line.tva) && (
                        <option value={line.tva}>{`${formatNumber(line.rate ?? 0)} %`}</option>
                      )}
                      {tvaOptions.map((o) => (
                        <option key={o.value} value={o.value}>{o.label}</option>
                      ))}
                    </select>
                    {error('tva') && <span className={styles.error}>{error('tva')}</span>}
                  </td>
                  <td className={styles.amount}>{formatMoney(amounts?.totalHt ?? 0, currency)}</td>
                  <td className={styles.amount}>{formatMoney(amounts?.totalTtc ?? 0, currency)}</td>
                  {!disabled && (
                    <td className={styles.amount}>
                      <IconButton icon="trash" size="sm" label={text.remove(n)} onClick={() => remove(index)} />
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className={styles.totals}>
        <TotalsSummary totalHt={totals.totalHt} totalTva={totals.totalTva} totalTtc={totals.totalTtc} vat={totals.vat} currency={currency} />
      </div>
    </div>
  );
}

/** A line's quantity or unit price: a decimal input and its error. */
function AmountCell({ label, value, error, disabled, onChange }: { label: string; value: string; error: string | undefined; disabled: boolean | undefined; onChange: (value: string) => void }) {
  return (
    <td className={styles.numberCell}>
      <input
        className={fieldStyles.control}
        type="text"
        inputMode="decimal"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && <span className={styles.error}>{error}</span>}
    </td>
  );
}
