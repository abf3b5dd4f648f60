import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: '220px' });

export const box = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const icon = style({
  position: 'absolute',
  left: vars.space.sm,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  paddingLeft: '28px',
  paddingRight: '32px',
  selectors: {
    '&::-webkit-search-cancel-button': { appearance: 'none' },
  },
});

export const clear = style({ position: 'absolute', right: vars.space.xxs });
