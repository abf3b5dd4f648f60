import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

/** The delivery detail under a state: when it was accepted, the next attempt, the server's answer. */
export const detail = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const recipient = style({ display: 'flex', flexDirection: 'column' });
