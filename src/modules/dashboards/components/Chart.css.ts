import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui';

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.sm });

export const caption = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const summary = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.sm });

export const swatch = style({ display: 'inline-block', width: '0.75rem', height: '0.75rem', borderRadius: vars.radius.sm, marginRight: vars.space.xs, verticalAlign: 'middle' });

/** The canvas area: a fixed height so the page does not jump when the chart library arrives. */
export const plot = style({ position: 'relative', width: '100%', minHeight: '220px', overflow: 'hidden' });

// The few rules of uPlot's stylesheet the charts need (its CSS file is not bundled).
globalStyle(`${plot} .uplot`, { fontFamily: vars.font.body, lineHeight: 1.5, width: 'min-content' });
globalStyle(`${plot} .uplot, ${plot} .uplot *`, { boxSizing: 'border-box' });
globalStyle(`${plot} .u-wrap`, { position: 'relative', userSelect: 'none' });
globalStyle(`${plot} .u-over, ${plot} .u-under`, { position: 'absolute' });
globalStyle(`${plot} .u-under`, { overflow: 'hidden' });
globalStyle(`${plot} .uplot canvas`, { display: 'block', position: 'relative', width: '100%', height: '100%' });
globalStyle(`${plot} .u-axis`, { position: 'absolute' });
globalStyle(`${plot} .u-select`, { position: 'absolute', pointerEvents: 'none', background: 'rgba(0, 0, 0, 0.07)' });
globalStyle(`${plot} .u-cursor-x, ${plot} .u-cursor-y`, { position: 'absolute', left: 0, top: 0, pointerEvents: 'none' });
globalStyle(`${plot} .u-hz .u-cursor-x`, { height: '100%', borderRight: `1px dashed ${vars.color.borderStrong}` });
globalStyle(`${plot} .u-hz .u-cursor-y`, { width: '100%', borderBottom: `1px dashed ${vars.color.borderStrong}` });
globalStyle(`${plot} .u-cursor-pt`, { position: 'absolute', top: 0, left: 0, borderRadius: '50%', border: '0 solid', pointerEvents: 'none', backgroundClip: 'padding-box' });
globalStyle(`${plot} .u-legend`, { display: 'none' });

export const details = style({ fontSize: vars.fontSize.sm });

export const summaryToggle = style({ cursor: 'pointer', color: vars.color.primary, fontSize: vars.fontSize.sm, width: 'fit-content' });

export const dataTable = style({ marginTop: vars.space.sm });
