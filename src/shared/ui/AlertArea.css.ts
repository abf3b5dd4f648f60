import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const area = style({
  position: 'fixed',
  top: vars.space.lg,
  right: vars.space.lg,
  zIndex: vars.zIndex.alert,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(380px, calc(100vw - 32px))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  border: '1px solid',
  borderLeftWidth: '4px',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.md,
});

export const icon = style({ marginTop: '2px' });

export const message = style({ flex: 1, color: vars.color.text, paddingTop: '1px', overflowWrap: 'anywhere' });
