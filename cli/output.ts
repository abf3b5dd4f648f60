/**
 * Where the CLI writes: data on stdout (only data with --json), everything else (progress, logs,
 * errors) on stderr. Colours only on a terminal and never with NO_COLOR.
 */
export interface Output {
  json: boolean;
  verbose: boolean;
  color: boolean;
  /** A line of data (stdout). */
  data(text: string): void;
  /** A machine report (stdout, --json). */
  json_(value: unknown): void;
  /** Information for a person (stderr). */
  info(text: string): void;
  /** Details shown with --verbose (stderr). */
  debug(text: string): void;
  error(text: string): void;
  /** Rewrites the current stderr line (progress) on a terminal; no-op otherwise. */
  progress(text: string): void;
  paint(style: 'green' | 'red' | 'yellow' | 'dim' | 'bold', text: string): string;
}

const CODES = { green: 32, red: 31, yellow: 33, dim: 2, bold: 1 } as const;

export interface OutputStreams {
  stdout: { write(text: string | Uint8Array): unknown; isTTY?: boolean };
  stderr: { write(text: string): unknown; isTTY?: boolean };
  env: Record<string, string | undefined>;
}

export function createOutput(options: { json: boolean; verbose: boolean }, streams: OutputStreams): Output {
  const color = Boolean(streams.stderr.isTTY) && streams.env.NO_COLOR === undefined && !options.json;
  const tty = Boolean(streams.stderr.isTTY);
  let progressShown = false;
  const clearProgress = () => {
    if (progressShown) streams.stderr.write('\r\x1b[2K');
    progressShown = false;
  };
  return {
    json: options.json,
    verbose: options.verbose,
    color,
    data: (text) => void streams.stdout.write(`${text}\n`),
    json_: (value) => void streams.stdout.write(`${JSON.stringify(value, null, 2)}\n`),
    info: (text) => {
      clearProgress();
      streams.stderr.write(`${text}\n`);
    },
    debug: (text) => {
      if (!options.verbose) return;
      clearProgress();
      streams.stderr.write(`${text}\n`);
    },
    error: (text) => {
      clearProgress();
      streams.stderr.write(`${color ? `\x1b[31m${text}\x1b[0m` : text}\n`);
    },
    progress: (text) => {
      if (!tty) return;
      streams.stderr.write(`\r\x1b[2K${text}`);
      progressShown = true;
    },
    paint: (style, text) => (color ? `\x1b[${CODES[style]}m${text}\x1b[0m` : text),
  };
}
