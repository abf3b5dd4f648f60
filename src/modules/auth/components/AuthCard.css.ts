import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
  background: vars.color.surfaceAlt,
});

export const card = style({
  width: '100%',
  maxWidth: '420px',
  padding: vars.space.xxl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  textAlign: 'center',
  alignItems: 'center',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold });

export const brand = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, color: vars.color.primary });
