import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  overflowY: 'auto',
  backgroundColor: vars.color.backdrop,
});

export const dialog = style({
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surfaceRaised,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${appear} 0.15s ease-out`,
  selectors: { '&:focus': { outline: 'none' } },
});

export const size = styleVariants({
  sm: { maxWidth: '420px' },
  md: { maxWidth: '640px' },
  lg: { maxWidth: '960px' },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const body = style({ padding: vars.space.lg });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});
