import { globalStyle, style } from '@vanilla-extract/css';
import { publicPage } from '../../../shared/ui/public-page.css';
import { vars } from '../../../shared/ui/theme.css';

export const page = style([publicPage, { maxWidth: '56rem' }]);

export const header = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const parties = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(16rem, 100%), 1fr))', gap: vars.space.lg });

export const party = style({ padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, backgroundColor: vars.color.surface });

export const partyTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold });

export const partyName = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const tableWrap = style({ overflowX: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, backgroundColor: vars.color.surface });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

globalStyle(`${table} th`, {
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} td`, { padding: `${vars.space.sm} ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border}` });

export const num = style({ textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const footer = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-start', gap: vars.space.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const confirm = style({ padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, backgroundColor: vars.color.surfaceAlt, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const conditions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.fontSize.sm });

export const conditionsTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const conditionsList = style({ margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.textMuted, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
