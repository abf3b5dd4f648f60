import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui';

export const intro = style({ margin: 0, color: vars.color.textMuted });
export const picker = style({ maxWidth: '320px' });
