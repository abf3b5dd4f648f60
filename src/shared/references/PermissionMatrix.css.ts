import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const wrapper = style({
  overflow: 'auto',
  maxHeight: '65vh',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const table = style({ borderCollapse: 'separate', borderSpacing: 0, width: '100%', fontSize: vars.fontSize.md });

export const head = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  backgroundColor: vars.color.surfaceAlt,
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'center',
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const rowHead = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const category = style({
  textAlign: 'start',
  backgroundColor: vars.color.surfaceAlt,
  fontWeight: vars.fontWeight.semibold,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const cell = style({
  textAlign: 'center',
  padding: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } },
});

export const checkbox = style({ width: '1.05rem', height: '1.05rem', cursor: 'pointer', accentColor: vars.color.primary });

export const columnToggle = style({
  display: 'block',
  margin: '0 auto',
  marginTop: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  color: vars.color.primary,
  background: 'none',
  border: 'none',
  cursor: 'pointer',
  textDecoration: 'underline',
});
