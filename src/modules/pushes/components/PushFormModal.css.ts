import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui';

export const groups = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  maxHeight: '12rem',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const legend = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, padding: `0 ${vars.space.xs}` });

export const hint = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.danger });
