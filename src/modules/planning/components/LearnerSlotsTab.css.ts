import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

export const periods = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, border: 'none', margin: 0, padding: 0 });
