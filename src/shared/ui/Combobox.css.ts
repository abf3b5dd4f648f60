import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const wrapper = style({ position: 'relative' });

export const listbox = style({
  position: 'absolute',
  zIndex: vars.zIndex.dropdown,
  insetInline: 0,
  top: 'calc(100% + 2px)',
  maxHeight: '260px',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const option = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  selectors: {
    '&[aria-selected="true"]': { backgroundColor: vars.color.infoSurface },
  },
});

export const optionDetail = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const status = style({ padding: `${vars.space.xs} ${vars.space.sm}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
