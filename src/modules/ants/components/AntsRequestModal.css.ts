import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: `0 0 ${vars.space.lg}`,
});

export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const block = style({ marginTop: vars.space.lg, paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}` });

export const blockTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const slots = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const slot = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const slotError = style({ flexBasis: '100%' });

export const slotName = style({ fontWeight: vars.fontWeight.semibold });

export const pages = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const upload = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: vars.layout.controlHeightSm,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const learnerRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const grow = style({ flex: '1 1 240px' });
