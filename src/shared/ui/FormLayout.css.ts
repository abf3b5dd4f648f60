import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { smallScreenQuery } from './tokens';

export const grid = style({
  display: 'grid',
  gap: `${vars.space.md} ${vars.space.lg}`,
  alignItems: 'start',
});

export const columns = styleVariants({ 1: {}, 2: {}, 3: {}, 4: {} }, (_, count) => ({
  gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`,
  '@media': { [smallScreenQuery]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
}));

export const full = style({ gridColumn: '1 / -1' });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
});
