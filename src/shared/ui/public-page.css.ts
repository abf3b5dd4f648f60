import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { smallScreenQuery } from './tokens';

/** A page reached by a public link, without the shell (the quotation's, the signing page): one centred column. */
export const publicPage = style({
  margin: '0 auto',
  padding: vars.space.xl,
  '@media': { [smallScreenQuery]: { padding: vars.space.md } },
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
});
