import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

/** The summary card at the top of a quotation's or an invoice's screen: a grid of label/value facts. */
export const summary = style({ padding: vars.space.md });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.fontWeight.medium });

export const total = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
