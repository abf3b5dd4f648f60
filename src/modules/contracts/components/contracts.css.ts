import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

export const parties = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const total = style({ margin: 0, fontWeight: vars.fontWeight.semibold, textAlign: 'end' });
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, paddingTop: vars.space.lg });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});
export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const factLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const factValue = style({ margin: 0 });
export const amendments = style({ listStyle: 'none', margin: `${vars.space.md} 0 0`, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const amendment = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceAlt,
});
export const page = style({ padding: vars.space.xl, maxWidth: 1280, margin: '0 auto' });

/** A document's signature at a distance (« Signé électroniquement le … par … ») and its downloads. */
export const signatureLine = style({
  margin: `${vars.space.xs} 0 0`,
  flexBasis: '100%',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
