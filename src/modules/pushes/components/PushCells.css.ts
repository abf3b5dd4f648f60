import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui';

export const title = style({ fontWeight: vars.fontWeight.semibold });
export const excerpt = style({
  display: 'block',
  maxWidth: '16rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const muted = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
