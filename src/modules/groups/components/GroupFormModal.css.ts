import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.xs} ${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const members = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({ marginBottom: vars.space.xs, fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.md });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
