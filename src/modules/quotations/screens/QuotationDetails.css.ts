import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

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

export const readOnly = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
