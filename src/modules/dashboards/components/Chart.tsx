import { useEffect, useId, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { tokenValues } from '../../../shared/ui';
import { dashboardMessages } from '../messages';
import * as styles from './Chart.css';

export interface ChartSeries {
  label: string;
  values: readonly number[];
  /** A CSS variable of the theme (`--volant-color-primary`) or a colour. */
  color: string;
  /** Bars (default) or a line with points. */
  kind?: 'bars' | 'line';
}

export interface ChartProps {
  title: string;
  /** What the chart shows, in one sentence (read by screen readers and shown under the title). */
  summary: string;
  /** One label per category of the x axis (months, people…). */
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** Formats a value of the data table (fr-FR). */
  format: (value: number) => string;
  /** Formats the y axis (shorter, e.g. without cents); `format` by default. */
  axisFormat?: (value: number) => string;
  /** Header of the categories column of the data table. */
  categoryHeader: string;
  height?: number;
}

/** The theme colour behind a CSS variable, read where the chart is drawn (partners may restyle it). */
function resolveColor(element: HTMLElement, color: string): string {
  if (!color.startsWith('--')) return color;
  const value = getComputedStyle(element).getPropertyValue(color).trim();
  if (value) return value;
  const key = color.replace('--volant-color-', '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()) as keyof typeof tokenValues.color;
  return tokenValues.color[key] ?? tokenValues.color.primary;
}

/** Canvas drawing needs a 2D context: absent in test DOMs and some locked-down browsers (the table stays). */
function canDraw(): boolean {
  try {
    return typeof document !== 'undefined' && document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

/**
 * A bar (and line) chart drawn with uPlot (loaded on demand), with what it shows said twice for
 * people who cannot see it: a one-sentence summary under the title and the data table beside it.
 * The canvas itself is hidden from assistive technologies.
 */
export function Chart({ title, summary, categories, series, format, axisFormat = format, categoryHeader, height = 220 }: ChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const summaryId = useId();
  const [drawable] = useState(canDraw);
  const dataKey = JSON.stringify([categories, series.map((s) => [s.label, s.values, s.color, s.kind])]);

  useEffect(() => {
    const element = host.current;
    if (!element || !drawable || categories.length === 0) return;
    let plot: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const xs = categories.map((_, i) => i);
      const text = resolveColor(element, '--volant-color-text-muted');
      const grid = resolveColor(element, '--volant-color-border');
      const bars = series.filter((s) => (s.kind ?? 'bars') === 'bars').length;
      let barIndex = 0;
      const options: uPlot.Options = {
        width: Math.max(240, element.clientWidth),
        height,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false, range: [-0.5, categories.length - 0.5] }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
        axes: [
          { stroke: text, grid: { show: false }, ticks: { show: false }, splits: () => xs, values: (_u, splits) => splits.map((i) => categories[i] ?? '') },
          { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { show: false }, size: 84, values: (_u, splits) => splits.map((v) => axisFormat(v)) },
        ],
        series: [
          {},
          ...series.map((s): uPlot.Series => {
            const color = resolveColor(element, s.color);
            if ((s.kind ?? 'bars') === 'line') return { label: s.label, stroke: color, width: 2, points: { show: true, size: 6, fill: color } };
            const align: -1 | 0 | 1 = bars === 1 ? 0 : barIndex++ === 0 ? -1 : 1;
            return { label: s.label, stroke: color, fill: color, width: 0, points: { show: false }, paths: UPlot.paths.bars?.({ size: [bars === 1 ? 0.6 : 0.36, 48], align }) };
          }),
        ],
      };
      plot = new UPlot(options, [xs, ...series.map((s) => [...s.values])], element);
      observer = new ResizeObserver(() => plot?.setSize({ width: Math.max(240, element.clientWidth), height }));
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
    // The data are compared by content (dataKey).
  }, [dataKey, drawable, height]);

  return (
    <figure className={styles.figure} aria-describedby={summaryId}>
      <figcaption className={styles.caption}>{title}</figcaption>
      <p id={summaryId} className={styles.summary}>
        {summary}
      </p>
      {series.length > 1 && (
        <ul className={styles.legend} aria-hidden="true">
          {series.map((s) => (
            <li key={s.label}>
              <span className={styles.swatch} style={{ background: s.color.startsWith('--') ? `var(${s.color})` : s.color }} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      {drawable && categories.length > 0 && <div ref={host} className={styles.plot} style={{ minHeight: height }} aria-hidden="true" />}
      <details className={styles.details} open={!drawable}>
        <summary className={styles.summaryToggle}>{dashboardMessages.chart.dataTable}</summary>
        <table className={styles.dataTable}>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryHeader}</th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((category, i) => (
              <tr key={`${category}-${i}`}>
                <th scope="row">{category}</th>
                {series.map((s) => (
                  <td key={s.label}>{format(s.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
