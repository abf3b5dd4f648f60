import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const viewport = style({
  position: 'relative',
  overflowY: 'auto',
  overflowAnchor: 'none',
  contain: 'strict',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  selectors: { '&:focus-visible': { outlineOffset: '-2px' } },
});

export const space = style({ position: 'relative', width: '100%' });

export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  overflow: 'hidden',
  borderBottom: `1px solid ${vars.color.border}`,
});
