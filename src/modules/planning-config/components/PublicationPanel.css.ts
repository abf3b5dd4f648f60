import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: '70ch' });

export const picker = style({ maxWidth: '22rem' });

export const key = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const columns = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: vars.space.lg });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.fontWeight.semibold });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
