import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
