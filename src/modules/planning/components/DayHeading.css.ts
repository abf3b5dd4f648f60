import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

/** A day's or weekday's heading above a column of the month grid and the agendas' week rows. */
export const dayHeading = style({
  background: vars.color.surfaceAlt,
  padding: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
  textTransform: 'capitalize',
});
