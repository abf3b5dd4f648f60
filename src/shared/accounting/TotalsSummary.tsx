import { formatMoney, formatNumber } from '../i18n/format-lite';
import { cx } from '../ui/cx';
import { accountingText } from './messages';
import * as styles from './TotalsSummary.css';

export interface TotalsSummaryProps {
  totalHt: number;
  totalTva: number;
  totalTtc: number;
  vat: readonly { rate: number; tva: number }[];
  currency?: string;
}

/** Total HT, the VAT of each rate and the total TTC, right-aligned. */
export function TotalsSummary({ totalHt, totalTva, totalTtc, vat, currency }: TotalsSummaryProps) {
  const text = accountingText.totals;
  return (
    <dl className={styles.list} aria-label={text.title}>
      <dt className={styles.term}>{text.totalHt}</dt>
      <dd className={styles.value}>{formatMoney(totalHt, currency)}</dd>
      {vat.length > 1 ? (
        vat.map((row) => (
          <div key={row.rate} style={{ display: 'contents' }}>
            <dt className={styles.term}>{text.vat(formatNumber(row.rate))}</dt>
            <dd className={styles.value}>{formatMoney(row.tva, currency)}</dd>
          </div>
        ))
      ) : (
        <>
          <dt className={styles.term}>{vat.length === 1 ? text.vat(formatNumber(vat[0]!.rate)) : text.totalTva}</dt>
          <dd className={styles.value}>{formatMoney(totalTva, currency)}</dd>
        </>
      )}
      <dt className={cx(styles.term, styles.grand)}>{text.totalTtc}</dt>
      <dd className={cx(styles.value, styles.grand)}>{formatMoney(totalTtc, currency)}</dd>
    </dl>
  );
}
