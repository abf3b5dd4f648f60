import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

// A 64-digit hash breaks anywhere: on a phone it would widen the page past the screen.
export const hash = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const principles = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', gap: vars.space.md });

export const principle = style({ padding: vars.space.md });

export const principleTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const findings = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
