import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const pagination = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const group = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const pageLabel = style({ padding: `0 ${vars.space.sm}`, color: vars.color.text, whiteSpace: 'nowrap' });

export const perPage = style({
  minHeight: vars.layout.controlHeightSm,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.sm,
});
