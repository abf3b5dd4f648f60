import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, backgroundColor: vars.color.surface });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 2rem 1fr auto auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});

export const dragging = style({ opacity: 0.5 });

export const over = style({ boxShadow: `inset 0 2px 0 ${vars.color.primary}` });

export const handle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  border: `1px solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'grab',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' } },
});

export const position = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const name = style({ fontWeight: vars.fontWeight.medium });

export const detail = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.regular });

export const amount = style({ textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const live = style({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
