import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  border: `1px solid ${vars.color.border}`,
});

export const avatar = styleVariants({
  sm: [base, { width: 28, height: 28, fontSize: vars.fontSize.xs }],
  lg: [base, { width: 72, height: 72, fontSize: vars.fontSize.xl }],
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
