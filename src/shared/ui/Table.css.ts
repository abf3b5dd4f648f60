import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const wrapper = style({
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.md,
  // Focusable while its frame scrolls (Table.tsx): the ring, inside the frame's clip, shows where the arrow keys act.
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } },
});

globalStyle(`.${table}[aria-busy="true"] tbody`, { opacity: 0.6 });

export const caption = style({
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: vars.fontWeight.semibold,
});

export const headCell = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.surfaceAlt,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text } },
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  height: vars.layout.rowHeight,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  selectors: { 'tr:last-child > &': { borderBottom: 0 } },
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

export const clickableRow = style({
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceAlt },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const emptyCell = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });
