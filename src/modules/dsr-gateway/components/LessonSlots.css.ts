import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
  gap: vars.space.sm,
  alignItems: 'end',
});

export const sub = style({ display: 'block', fontSize: vars.fontSize.xs, color: vars.color.textMuted });
