import { style } from '@vanilla-extract/css';
import { smallScreenQuery } from './breakpoints';
import { vars } from './theme.css';

/**
 * Bottom right (bottom, full width on a small screen): the top of the page holds the navbar's
 * actions (« Se déconnecter ») and the dialogs' headers with their close button, which alerts
 * above them would cover. Above the dialogs' backdrop, so an alert raised in a dialog is read.
 */
export const area = style({
  position: 'fixed',
  bottom: vars.space.lg,
  right: vars.space.lg,
  zIndex: vars.zIndex.alert,
  '@media': { [smallScreenQuery]: { right: vars.space.sm, bottom: vars.space.sm, left: vars.space.sm, width: 'auto' } },
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

export const count = style({
  flex: 'none',
  alignSelf: 'center',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});
