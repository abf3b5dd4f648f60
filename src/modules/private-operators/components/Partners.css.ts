import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

export const operatorRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });
