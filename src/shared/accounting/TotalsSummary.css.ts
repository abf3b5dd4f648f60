import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'end',
  columnGap: vars.space.xl,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.md,
});

export const term = style({ color: vars.color.textMuted, textAlign: 'end' });

export const value = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const grand = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg, color: vars.color.text });
