import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';
import { dayHeading } from './DayHeading.css';

/** Width of the agendas' column (sticky on the left when the days scroll): narrower on a phone. */
export const AGENDA_COLUMN = 'clamp(88px, 24vw, 150px)';
/** Narrowest day column, px: below it the grid scrolls sideways rather than truncating the slots. */
export const MIN_DAY_PX = 128;

export const scroller = style({
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  maxHeight: 'calc(100vh - 250px)',
  minHeight: '240px',
});

// Positioned: the move ghost is drawn over a day in the grid's coordinates.
export const grid = style({ position: 'relative', background: vars.color.border });

/** A row of the grid (the day headings or an agenda's week): its own grid of the same columns, 1 px lines between cells. */
export const row = style({ display: 'grid', gap: '1px', paddingBottom: '1px', background: vars.color.border });

export const headerRow = style({ position: 'sticky', top: 0, zIndex: 3 });

/** The agendas' rows: as tall as all of them, each row placed at its measured offset. */
export const body = style({ position: 'relative' });

export const bodyRow = style({ position: 'absolute', left: 0, right: 0 });

export const corner = style({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: vars.color.surfaceAlt,
});

export const dayHeader = dayHeading;

export const today = style({ color: vars.color.primary });

export const agendaHeader = style({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: vars.color.surfaceAlt,
  padding: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});

export const dot = style({ flex: '0 0 10px', height: '10px', marginTop: '4px', borderRadius: vars.radius.full });

export const cell = style({
  background: vars.color.surface,
  minHeight: '64px',
  minWidth: 0,
  padding: vars.space.xxs,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  cursor: 'copy',
});

export const slot = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  border: 'none',
  borderLeft: '3px solid',
  borderRadius: vars.radius.sm,
  padding: '2px 4px',
  fontSize: vars.fontSize.xs,
  lineHeight: 1.3,
  textAlign: 'left',
  color: vars.color.text,
  cursor: 'grab',
  // A slot is dragged, not its text selected nor the page scrolled (the free space of a day still scrolls).
  userSelect: 'none',
  touchAction: 'none',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    // The bottom edge resizes (useSlotDrag reads the last 6 px).
    '&::after': { content: '""', position: 'absolute', left: 0, right: 0, bottom: 0, height: '6px', cursor: 'ns-resize' },
  },
});

export const time = style({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });
export const learners = style({ display: 'block', color: vars.color.textMuted });
export const background = style({
  background: `repeating-linear-gradient(135deg, ${vars.color.surfaceAlt}, ${vars.color.surfaceAlt} 4px, ${vars.color.surface} 4px, ${vars.color.surface} 8px)`,
  borderLeftColor: vars.color.border,
  color: vars.color.textMuted,
});
