import { useMemo, useState, type KeyboardEvent } from 'react';
import { SearchInput } from '../ui/SearchInput';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { byCategory, type PermissionDefinition } from './authorizations';
import * as styles from './PermissionMatrix.css';

export interface MatrixColumn {
  id: string;
  label: string;
}

export interface PermissionMatrixProps {
  /** Accessible name of the grid (e.g. « Permissions sur Orléans Centre »). */
  caption: string;
  permissions: readonly PermissionDefinition[];
  /** The subjects granted permissions (role accounts, agencies). */
  columns: readonly MatrixColumn[];
  /** Granted permission names per column id. */
  value: Readonly<Record<string, readonly string[]>>;
  /**
   * Permissions a column already has from elsewhere (a role account's own grants, under the additions
   * per agency): shown checked and locked, « accordée par le rôle ».
   */
  inherited?: Readonly<Record<string, readonly string[]>>;
  onToggle: (columnId: string, permission: string, granted: boolean) => void;
  /** Grants or removes every shown permission of a column. */
  onToggleColumn?: (columnId: string, permissions: string[], granted: boolean) => void;
  disabled?: boolean;
  /** Label of the row filter (default « Filtrer les permissions »). */
  filterLabel?: string;
}

const MOVES: Record<string, [row: number, col: number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

const TEXT = {
  filter: 'Filtrer les permissions',
  all: 'Tout cocher',
  none: 'Tout décocher',
  empty: 'Aucune permission ne correspond au filtre.',
  hint: 'Flèches pour se déplacer, Espace pour cocher.',
  inherited: 'accordée par le rôle',
};

/**
 * A permissions × subjects grid of checkboxes, quick with the keyboard: arrows move between cells
 * (the checkboxes are the grid's cells), Space toggles, a filter narrows the rows, and each column
 * can be checked or cleared at once. Rows are grouped by category.
 */
export function PermissionMatrix({ caption, permissions, columns, value, inherited = {}, onToggle, onToggleColumn, disabled, filterLabel = TEXT.filter }: PermissionMatrixProps) {
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
    return permissions.filter((p) => words.every((w) => `${p.label} ${p.category} ${p.name}`.toLowerCase().includes(w)));
  }, [permissions, filter]);
  const groups = useMemo(() => byCategory(shown), [shown]);
  const rowIndex = new Map(shown.map((p, i) => [p.name, i]));

  const move = (event: KeyboardEvent<HTMLTableElement>) => {
    const delta = MOVES[event.key];
    const target = event.target as HTMLElement;
    if (!delta || target.dataset.row === undefined) return;
    const row = Number(target.dataset.row) + delta[0];
    const col = Number(target.dataset.col) + delta[1];
    const next = event.currentTarget.querySelector<HTMLInputElement>(`input[data-row="${row}"][data-col="${col}"]`);
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <div>
      <SearchInput value={filter} onSearch={setFilter} label={filterLabel} placeholder={`${filterLabel} — ${TEXT.hint}`} />
      <div className={styles.wrapper}>
        <table className={styles.table} onKeyDown={move} aria-label={caption}>
          <thead>
            <tr>
              <th className={styles.head} scope="col" style={{ textAlign: 'start' }}>
                {caption}
              </th>
              {columns.map((column) => {
                const granted = value[column.id] ?? [];
                const fromRole = inherited[column.id] ?? [];
                const own = shown.filter((p) => !fromRole.includes(p.name));
                const all = own.length > 0 && own.every((p) => granted.includes(p.name));
                return (
                  <th key={column.id} className={styles.head} scope="col">
                    {column.label}
                    {onToggleColumn && (
                      <button
                        type="button"
                        className={styles.columnToggle}
                        disabled={disabled || own.length === 0}
                        onClick={() => onToggleColumn(column.id, own.map((p) => p.name), !all)}
                      >
                        {all ? TEXT.none : TEXT.all}
                        <VisuallyHidden> — {column.label}</VisuallyHidden>
                      </button>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {groups.length === 0 && (
              <tr>
                <td className={styles.rowHead} colSpan={columns.length + 1}>
                  {TEXT.empty}
                </td>
              </tr>
            )}
            {groups.map((group) => [
              <tr key={`category-${group.category}`}>
                <th className={styles.category} colSpan={columns.length + 1} scope="colgroup">
                  {group.category}
                </th>
              </tr>,
              ...group.permissions.map((permission) => (
                <tr key={permission.name}>
                  <th className={styles.rowHead} scope="row">
                    {permission.label}
                  </th>
                  {columns.map((column, col) => {
                    const locked = (inherited[column.id] ?? []).includes(permission.name);
                    const checked = locked || (value[column.id] ?? []).includes(permission.name);
                    return (
                      <td key={column.id} className={styles.cell} title={locked ? TEXT.inherited : undefined}>
                        <input
                          type="checkbox"
                          className={styles.checkbox}
                          aria-label={`${permission.label} — ${column.label}${locked ? ` (${TEXT.inherited})` : ''}`}
                          checked={checked}
                          disabled={disabled || locked}
                          data-row={rowIndex.get(permission.name)}
                          data-col={col}
                          onChange={(event) => onToggle(column.id, permission.name, event.target.checked)}
                        />
                      </td>
                    );
                  })}
                </tr>
              )),
            ])}
          </tbody>
        </table>
      </div>
    </div>
  );
}
