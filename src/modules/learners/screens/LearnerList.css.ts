import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

export const nowrap = style({ flexWrap: 'nowrap', whiteSpace: 'nowrap' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
