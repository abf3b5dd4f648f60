import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const tools = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md, marginBottom: vars.space.md });

export const tool = style({ minWidth: '16rem', flex: '1 1 16rem', maxWidth: '26rem' });

export const wrapper = style({ overflowX: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg });

export const table = style({ width: '100%', minWidth: '46rem', borderCollapse: 'collapse', fontSize: vars.fontSize.md });

export const head = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  backgroundColor: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headEnd = style([head, { textAlign: 'end' }]);

export const cell = style({ padding: vars.space.xs, verticalAlign: 'top', borderBottom: `1px solid ${vars.color.border}` });

export const amount = style([cell, { textAlign: 'end', whiteSpace: 'nowrap', paddingTop: vars.space.sm, fontVariantNumeric: 'tabular-nums' }]);

export const labelCell = style([cell, { minWidth: '14rem' }]);

export const numberCell = style([cell, { width: '7.5rem' }]);

export const tvaCell = style([cell, { width: '9rem' }]);

export const origin = style({ display: 'block', marginTop: vars.space.xxs, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const error = style({ display: 'block', marginTop: vars.space.xxs, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const empty = style({ padding: vars.space.lg, textAlign: 'center', color: vars.color.textMuted });

export const totals = style({ marginTop: vars.space.md });
