import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

export const link = style({
  textDecoration: 'none',
  borderRadius: vars.radius.full,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
