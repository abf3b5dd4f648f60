import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

/** A paragraph of explanation inside forms and sections. */
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
