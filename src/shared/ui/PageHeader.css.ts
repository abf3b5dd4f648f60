import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBottom: vars.space.lg,
});

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const breadcrumb = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight });

export const subtitle = style({ fontSize: vars.fontSize.md, color: vars.color.textMuted, marginTop: vars.space.xxs });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const toolbar = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});

export const toolbarGroup = style({ display: 'flex', alignItems: 'flex-end', flexWrap: 'wrap', gap: vars.space.sm });
