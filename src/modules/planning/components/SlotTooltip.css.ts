import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui';

export const tooltip = style({
  position: 'fixed',
  zIndex: vars.zIndex.dropdown,
  width: '300px',
  maxWidth: 'calc(100vw - 16px)',
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  fontSize: vars.fontSize.sm,
  pointerEvents: 'none',
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const list = style({ margin: `${vars.space.xs} 0 0`, padding: 0, listStyle: 'none' });
export const due = style({ color: vars.color.danger });
