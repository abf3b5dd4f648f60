import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const inline = style({ flexDirection: 'row' });

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const text = style({ maxWidth: '48ch' });

export const errorIcon = style({ color: vars.color.danger });
