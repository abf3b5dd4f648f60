import { useState, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { note } from '../../../shared/accounting/text.css';
import { formatMoney, formatNumber } from '../../../shared/i18n/format';
import { cx, Icon, IconButton, Inline } from '../../../shared/ui';
import { packageMessages as m } from '../messages';
import { packagesStore } from '../store';
import type { PackageItem } from '../types';
import * as styles from './PackageItemsList.css';

export interface PackageItemsListProps {
  items: readonly PackageItem[];
  /** Absent: read-only. Receives every item id in the new order. */
  onReorder?: (itemIds: number[]) => void;
}

function moved(ids: number[], from: number, to: number): number[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
}

/**
 * The ordered items of a package. They are reordered by dragging, with the « Monter » / « Descendre »
 * buttons, or from the keyboard: focus a handle and press ↑ or ↓ (the move is announced).
 */
export function PackageItemsList({ items, onReorder }: PackageItemsListProps) {
  const { draggedItemId, announcement } = useSnapshot(packagesStore);
  const [overId, setOverId] = useState<number | null>(null);
  const ids = items.map((i) => i.id);
  const count = items.length;

  const move = (from: number, to: number, focus = false) => {
    if (!onReorder || to < 0 || to >= count || from === to) return;
    const item = items[from]!;
    onReorder(moved(ids, from, to));
    packagesStore.announcement = m.items.moved(item.service.name, to + 1, count);
    if (focus) requestAnimationFrame(() => document.getElementById(`package-item-handle-${item.id}`)?.focus());
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(index, index - 1, true);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(index, index + 1, true);
    }
  };

  if (count === 0) return <p className={note}>{m.items.empty}</p>;
  return (
    <>
      {onReorder && <p className={note}>{m.items.reorderHint}</p>}
      <ol className={styles.list} aria-label={m.items.caption}>
        {items.map((item, index) => (
          <li
            key={item.id}
            className={cx(styles.item, draggedItemId === item.id && styles.dragging, overId === item.id && draggedItemId !== item.id && styles.over)}
            draggable={Boolean(onReorder)}
            onDragStart={(event) => {
              packagesStore.draggedItemId = item.id;
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(item.id));
            }}
            onDragOver={(event) => {
              if (draggedItemId === null) return;
              event.preventDefault();
              setOverId(item.id);
            }}
            onDragLeave={() => setOverId((current) => (current === item.id ? null : current))}
            onDrop={(event) => {
              event.preventDefault();
              const from = ids.indexOf(draggedItemId ?? -1);
              if (from >= 0) move(from, index);
              packagesStore.draggedItemId = null;
              setOverId(null);
            }}
            onDragEnd={() => {
              packagesStore.draggedItemId = null;
              setOverId(null);
            }}
          >
            {onReorder ? (
              <button
                type="button"
                id={`package-item-handle-${item.id}`}
                className={styles.handle}
                aria-label={m.items.handle(item.service.name, index + 1, count)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <Icon name="grip" />
              </button>
            ) : (
              <span />
            )}
            <span className={styles.position}>{index + 1}.</span>
            <span className={styles.name}>
              {item.service.name}
              <span className={styles.detail}>{`${formatNumber(item.quantity)} × ${item.unitPriceTtc !== null ? `${formatMoney(item.unitPriceTtc)} TTC` : `${formatMoney(item.unitPrice)} HT`} · TVA ${formatNumber(item.service.tva.rate)} %`}</span>
            </span>
            <span className={styles.amount}>{formatMoney(item.totalTtc)}</span>
            {onReorder ? (
              <Inline gap="xxs">
                <IconButton icon="arrowUp" size="sm" label={m.items.moveUp(item.service.name)} disabled={index === 0} onClick={() => move(index, index - 1)} />
                <IconButton icon="arrowDown" size="sm" label={m.items.moveDown(item.service.name)} disabled={index === count - 1} onClick={() => move(index, index + 1)} />
              </Inline>
            ) : (
              <span />
            )}
          </li>
        ))}
      </ol>
      <p className={styles.live} aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
