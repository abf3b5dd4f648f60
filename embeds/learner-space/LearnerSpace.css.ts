import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../src/shared/ui/theme.css';

// Phone first: one column, thumb-sized targets (44 px), the rubrics as a wrapping row of buttons.
export const space = style({ display: 'grid', gap: vars.space.lg, padding: vars.space.lg });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: 1.25 });
export const muted = style({ margin: 0, color: vars.color.textMuted });

export const nav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary, fontWeight: 600 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const card = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.lg, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, background: vars.color.surface });
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const rowMain = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, flex: '1 1 12rem' });
export const strong = style({ fontWeight: 600 });

export const figures = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(8.5rem, 1fr))', gap: vars.space.sm, margin: 0 });
export const figure = style({ display: 'grid', gap: vars.space.xxs, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surfaceAlt });
globalStyle(`${figure} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${figure} dd`, { margin: 0, fontSize: vars.fontSize.lg, fontWeight: 600 });

export const tag = style({ display: 'inline-block', padding: `${vars.space.xxs} ${vars.space.sm}`, borderRadius: vars.radius.md, fontSize: vars.fontSize.sm, fontWeight: 600 });
export const tagDue = style([tag, { background: vars.color.dangerSurface, color: vars.color.danger }]);
export const tagUpcoming = style([tag, { background: vars.color.infoSurface, color: vars.color.info }]);
export const tagDone = style([tag, { background: vars.color.successSurface, color: vars.color.success }]);

export const action = style([navLink, { color: vars.color.primary, borderColor: vars.color.primary }]);
export const primary = style([navLink, { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary, fontWeight: 600 }]);

export const progress = style({ width: '100%', height: 12 });

export const upload = style({ display: 'grid', gap: vars.space.xs });
export const fileInput = style({ minHeight: 44, maxWidth: '100%', font: 'inherit' });
export const status = style({ margin: 0, minHeight: '1.5em' });
export const sections = style({ display: 'grid', gap: vars.space.lg });
