import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const intro = style({ margin: 0 });

export const code = style({
  width: '100%',
  minHeight: '6.5rem',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const label = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
