import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

export const GUTTER_PX = 52;
export const MIN_COLUMN_PX = 60;

export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  height: 'calc(100vh - 250px)',
  minHeight: '420px',
});

export const inner = style({ position: 'relative' });

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 4,
  display: 'flex',
  background: vars.color.surfaceAlt,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const corner = style({
  position: 'sticky',
  left: 0,
  zIndex: 5,
  flex: `0 0 ${GUTTER_PX}px`,
  background: vars.color.surfaceAlt,
  borderRight: `1px solid ${vars.color.border}`,
});

export const headerColumns = style({ flex: 1, display: 'grid' });

export const dayHeader = style({
  padding: `${vars.space.xs} ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
  borderLeft: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  textTransform: 'capitalize',
});

export const today = style({ color: vars.color.primary });

export const agendaHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  borderLeft: `1px solid ${vars.color.border}`,
  borderTop: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  cursor: 'default',
});

export const dot = style({ flex: '0 0 8px', height: '8px', borderRadius: vars.radius.full });

export const body = style({ position: 'relative', display: 'flex' });

export const gutter = style({
  position: 'sticky',
  left: 0,
  zIndex: 3,
  flex: `0 0 ${GUTTER_PX}px`,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
});

export const hourLabel = style({
  position: 'absolute',
  right: vars.space.xs,
  transform: 'translateY(-50%)',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const columns = style({
  position: 'relative',
  flex: 1,
  display: 'grid',
  touchAction: 'none',
  // Hour lines once for the whole grid: no element per cell.
  backgroundImage: `repeating-linear-gradient(to bottom, ${vars.color.border} 0, ${vars.color.border} 1px, transparent 1px, transparent 60px)`,
  cursor: 'cell',
  outline: 'none',
});

export const column = style({ position: 'relative', borderLeft: `1px solid ${vars.color.border}` });
export const dayStart = style({ borderLeft: `1px solid ${vars.color.borderStrong}` });

export const closed = style({
  position: 'absolute',
  left: 0,
  right: 0,
  background: 'repeating-linear-gradient(135deg, rgba(100,110,125,0.08) 0 6px, rgba(100,110,125,0.14) 6px 12px)',
  pointerEvents: 'none',
});

export const block = style({
  position: 'absolute',
  zIndex: 1,
  overflow: 'hidden',
  boxSizing: 'border-box',
  padding: '1px 3px',
  borderRadius: vars.radius.sm,
  borderLeft: '3px solid',
  fontSize: vars.fontSize.xs,
  lineHeight: 1.25,
  color: vars.color.text,
  cursor: 'grab',
  userSelect: 'none',
  contain: 'layout style paint',
  // Two lines (time and title, then the learners), each cut with an ellipsis.
  whiteSpace: 'pre',
  textOverflow: 'ellipsis',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px', zIndex: 2 },
    '&:hover': { zIndex: 2, boxShadow: vars.shadow.md },
    '&::first-line': { fontWeight: vars.fontWeight.semibold },
    // The bottom edge resizes the slot (see RESIZE_EDGE in TimeGrid.tsx).
    '&::after': { content: '""', position: 'absolute', left: 0, right: 0, bottom: 0, height: '6px', cursor: 'ns-resize' },
  },
});

export const excused = style({ borderStyle: 'dashed', borderWidth: '1px 1px 1px 3px' });

export const background = style({
  position: 'absolute',
  zIndex: 0,
  boxSizing: 'border-box',
  padding: '1px 3px',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  background: 'repeating-linear-gradient(45deg, rgba(180,35,24,0.07) 0 5px, rgba(180,35,24,0.12) 5px 10px)',
  borderTop: `2px solid ${vars.color.danger}`,
  overflow: 'hidden',
  cursor: 'pointer',
});



export const ghost = style({
  position: 'absolute',
  zIndex: 5,
  boxSizing: 'border-box',
  border: `2px dashed ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  background: 'rgba(31,95,191,0.12)',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  padding: '1px 3px',
  pointerEvents: 'none',
  color: vars.color.primary,
});

export const nowLine = style({
  position: 'absolute',
  zIndex: 3,
  height: '2px',
  background: vars.color.danger,
  pointerEvents: 'none',
});

