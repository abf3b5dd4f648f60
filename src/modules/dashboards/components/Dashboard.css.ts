import { globalStyle, style } from '@vanilla-extract/css';
import { smallScreenQuery, vars } from '../../../shared/ui';

/** Two columns of sections on wide screens, one on small ones. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 30rem), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const wide = style({ gridColumn: '1 / -1' });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10.5rem, 1fr))',
  gap: vars.space.md,
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.lg,
  padding: vars.space.md,
  marginBottom: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  '@media': { [smallScreenQuery]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const fieldset = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, padding: 0, border: 0 });

export const legend = style({ float: 'left', marginRight: vars.space.sm, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, padding: 0 });

export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const muted = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const nowrap = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const strong = style({ fontWeight: vars.fontWeight.semibold });

export const progress = style({
  display: 'block',
  width: '100%',
  minWidth: '6rem',
  height: '0.5rem',
  marginTop: vars.space.xxs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceAlt,
  overflow: 'hidden',
});

export const progressBar = style({ display: 'block', height: '100%', backgroundColor: vars.color.primary });

export const dayNav = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs, flexWrap: 'wrap' });

export const swatch = style({ display: 'inline-block', width: '0.6rem', height: '0.6rem', borderRadius: vars.radius.full, marginRight: vars.space.xs });

export const sectionGap = style({ display: 'grid', gap: vars.space.lg });

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.sm });

globalStyle(`${list} > li`, { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.sm, fontSize: vars.fontSize.md });

/** A long day (hundreds of slots) scrolls inside its section instead of stretching the home page. */
export const scroll = style({
  maxHeight: '30rem',
  overflowY: 'auto',
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
