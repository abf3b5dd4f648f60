// A small detector of copied code: runs of RUN_LINES or more identical lines standing in two places
// of the source tree (the way the workplace's `duplicates` tool counts them: blank lines, comments,
// lone punctuation and import lines are passed over, white space is folded).

/** How many identical lines in a row make a copy. */
export const RUN_LINES = 6;

export interface Place {
  file: string;
  /** 1-based line numbers of the run's first and last lines. */
  from: number;
  to: number;
}

export interface IdenticalRun {
  places: Place[];
  /** The run's lines as compared (folded). */
  lines: string[];
}

interface Line {
  text: string;
  number: number;
}

const LONE_PUNCTUATION = /^[\s{}()[\];,.:<>/?*&|!=+-]*$/;
const COMMENT = /^(?:\/\/|\/\*|\*)/;
/** An import's first line, or the last line of one written a name a line. */
const IMPORT = /^(?:import\s|} from ['"])/;

/** The lines of a source that count: folded, with their line numbers. */
export function significantLines(source: string): Line[] {
  const lines: Line[] = [];
  source.split('\n').forEach((raw, index) => {
    const text = raw.trim().replace(/\s+/g, ' ');
    if (text === '' || COMMENT.test(text) || IMPORT.test(text) || LONE_PUNCTUATION.test(text)) return;
    lines.push({ text, number: index + 1 });
  });
  return lines;
}

/** Every run of RUN_LINES or more identical significant lines found in two or more places of `files`. */
export function identicalRuns(files: ReadonlyMap<string, string>): IdenticalRun[] {
  const sources = [...files].map(([file, source]) => ({ file, lines: significantLines(source) }));
  const windows = new Map<string, { file: number; at: number }[]>();
  sources.forEach(({ lines }, file) => {
    for (let at = 0; at + RUN_LINES <= lines.length; at += 1) {
      const key = lines.slice(at, at + RUN_LINES).map((l) => l.text).join('\n');
      const seen = windows.get(key);
      if (seen) seen.push({ file, at });
      else windows.set(key, [{ file, at }]);
    }
  });
  // A window found in two places is a copy; the windows that continue it in the same places are one run.
  const runs: IdenticalRun[] = [];
  const covered = new Set<string>();
  for (const places of windows.values()) {
    if (places.length < 2) continue;
    const first = places[0]!;
    if (covered.has(`${first.file}:${first.at}`)) continue;
    // Extend the run while every place goes on with the same line.
    let length = RUN_LINES;
    for (;;) {
      const next = places.map((p) => sources[p.file]!.lines[p.at + length]?.text);
      if (next[0] === undefined || next.some((text) => text !== next[0])) break;
      length += 1;
    }
    // Back up while every place was preceded by the same line (the run started earlier).
    let back = 0;
    for (;;) {
      const prev = places.map((p) => (p.at - back - 1 >= 0 ? sources[p.file]!.lines[p.at - back - 1]?.text : undefined));
      if (prev[0] === undefined || prev.some((text) => text !== prev[0])) break;
      back += 1;
    }
    for (const place of places) for (let i = -back; i <= length - RUN_LINES; i += 1) covered.add(`${place.file}:${place.at + i}`);
    const lines = sources[first.file]!.lines.slice(first.at - back, first.at + length);
    runs.push({
      lines: lines.map((l) => l.text),
      places: places.map((p) => {
        const own = sources[p.file]!.lines;
        return { file: sources[p.file]!.file, from: own[p.at - back]!.number, to: own[p.at + length - 1]!.number };
      }),
    });
  }
  return runs;
}
