import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

export const totals = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', gap: vars.space.md });

export const filters = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 220px))', gap: vars.space.sm, alignItems: 'end' });

export const columns = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: vars.space.lg, alignItems: 'start' });

export const bar = style({ display: 'flex', height: '8px', minWidth: '80px', borderRadius: vars.radius.full, overflow: 'hidden', background: vars.color.surfaceAlt });

export const barSent = style({ background: vars.color.success });

export const barErrors = style({ background: vars.color.danger });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
