import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const box = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: '1px solid',
  borderRadius: vars.radius.md,
  marginBottom: vars.space.md,
});

export const body = style({ flex: 1, color: vars.color.text, overflowWrap: 'anywhere' });

export const title = style({ fontWeight: vars.fontWeight.semibold, marginRight: vars.space.xs });
