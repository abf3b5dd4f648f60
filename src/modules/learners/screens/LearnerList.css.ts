import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

export const nowrap = style({ flexWrap: 'nowrap', whiteSpace: 'nowrap' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
/** A long e-mail ends in « … » (its whole text is the cell's title): the list fits at 1 280 px. */
export const truncated = style({
  display: 'block',
  maxWidth: '9rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
