/** One line of the benchmark table: a figure, its budget and what was measured. */
export interface BenchRow {
  suite: string;
  figure: string;
  /** Human-readable budget, e.g. '≤ 100 KB'. */
  budget: string;
  /** Measured value in `unit`. */
  measured: number;
  unit: string;
  pass: boolean;
  /** How it was measured (median of N, concurrency…), for the reader of the table. */
  note?: string;
}

export interface Suite {
  name: string;
  /** Runs the suite and returns its rows; throws only when it cannot measure at all. */
  run(context: BenchContext): Promise<BenchRow[]>;
}

export interface BenchContext {
  root: string;
  /** A scratch folder for databases and files, removed at the end. */
  scratch: string;
  log(text: string): void;
}

export const atMost = (suite: string, figure: string, measured: number, budget: number, unit: string, note?: string): BenchRow => ({
  suite,
  figure,
  budget: `≤ ${budget} ${unit}`,
  measured,
  unit,
  pass: measured <= budget,
  ...(note ? { note } : {}),
});

export const atLeast = (suite: string, figure: string, measured: number, budget: number, unit: string, note?: string): BenchRow => ({
  suite,
  figure,
  budget: `≥ ${budget} ${unit}`,
  measured,
  unit,
  pass: measured >= budget,
  ...(note ? { note } : {}),
});

/** A figure reported without a budget (context for the budgeted ones). */
export const info = (suite: string, figure: string, measured: number, unit: string, note?: string): BenchRow => ({
  suite,
  figure,
  budget: '—',
  measured,
  unit,
  pass: true,
  ...(note ? { note } : {}),
});
