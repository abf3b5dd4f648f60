import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const frame = style({ maxWidth: '80rem', margin: '0 auto', padding: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.md });
