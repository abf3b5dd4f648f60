import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const subline = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
