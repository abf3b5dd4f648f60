import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui';

export const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginBottom: vars.space.sm });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, minWidth: '16rem' });
export const spacer = style({ flex: 1 });
export const segmented = style({ display: 'inline-flex', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, overflow: 'hidden' });
export const segment = style({
  border: 'none',
  background: vars.color.surface,
  padding: `0 ${vars.space.md}`,
  height: vars.layout.controlHeightMd,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&:not(:first-child)': { borderLeft: `1px solid ${vars.color.border}` },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});
export const popover = style({ position: 'relative' });
export const panel = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  right: 0,
  zIndex: vars.zIndex.dropdown,
  minWidth: '280px',
  maxHeight: '60vh',
  overflowY: 'auto',
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const group = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });
export const menuItem = style({
  border: 'none',
  background: 'transparent',
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surfaceAlt, outline: 'none' } },
});
export const comments = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginBottom: vars.space.sm });
