import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const skeleton = style({
  display: 'block',
  height: '0.9em',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.skeleton,
  animation: `${pulse} 1.4s ease-in-out infinite`,
});
