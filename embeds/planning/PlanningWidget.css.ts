import { style } from '@vanilla-extract/css';
import { vars } from '../../src/shared/ui/theme.css';

const narrow = '(max-width: 560px)';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const nav = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const period = style({
  fontWeight: vars.fontWeight.semibold,
  marginInlineStart: vars.space.xs,
  '@container': { [narrow]: { flexBasis: '100%', marginInlineStart: 0 } },
});

export const views = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const viewButton = style({
  minHeight: vars.layout.controlHeightSm,
  padding: `0 ${vars.space.md}`,
  border: 0,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '& + &': { borderInlineStart: `1px solid ${vars.color.borderStrong}` },
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&:hover:not([aria-pressed="true"])': { background: vars.color.surfaceAlt },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const swatch = style({ width: 10, height: 10, borderRadius: vars.radius.full, flex: 'none' });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const loading = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xxl });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: 4,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const detailsHead = style({ gridColumn: '1 / -1', display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm });

export const detailsTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const definition = style({ margin: 0 });
