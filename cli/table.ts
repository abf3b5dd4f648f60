/** A plain text table for the terminal: a header, aligned columns, long cells cut with an ellipsis. */
export interface Column<T> {
  header: string;
  value(row: T): string;
  /** Right-aligned (numbers, amounts). */
  right?: boolean;
  /** Longest width before the cell is cut. */
  max?: number;
}

const cut = (text: string, max: number | undefined) => (max !== undefined && text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function table<T>(rows: readonly T[], columns: readonly Column<T>[]): string[] {
  const cells = rows.map((row) => columns.map((column) => cut(column.value(row).replace(/\s+/g, ' '), column.max)));
  const widths = columns.map((column, i) => Math.max(column.header.length, ...cells.map((line) => line[i]!.length)));
  const format = (line: readonly string[]) =>
    line
      .map((cell, i) => (columns[i]!.right ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [format(columns.map((column) => column.header)), ...cells.map(format)];
}
