import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui';

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
});

export const legend = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  padding: `0 ${vars.space.xs}`,
});

export const error = style({
  flexBasis: '100%',
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
