import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
  gap: vars.space.sm,
  alignItems: 'end',
});
