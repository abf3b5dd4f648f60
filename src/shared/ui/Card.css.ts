import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const card = style({
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, marginTop: vars.space.xxs });

export const body = style({ padding: vars.space.lg });

export const statLabel = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const statFigure = style({
  margin: 0,
  fontSize: vars.fontSize.figure,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const statTrend = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const trendUp = style({ color: vars.color.success });

export const trendDown = style({ color: vars.color.danger });

export const statBody = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.lg });
