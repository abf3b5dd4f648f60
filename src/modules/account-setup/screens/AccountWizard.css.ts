import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';
import { smallScreenQuery } from '../../../shared/ui/tokens';

export const page = style({ maxWidth: '72rem', margin: '0 auto', width: '100%' });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '14rem 1fr',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [smallScreenQuery]: { gridTemplateColumns: '1fr' } },
});

export const stepper = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

const base = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
} as const;

export const step = style(base);
export const stepDone = style({ ...base, borderColor: vars.color.success, color: vars.color.text });
export const stepCurrent = style({ ...base, borderColor: vars.color.primary, fontWeight: vars.fontWeight.semibold, boxShadow: `inset 3px 0 0 ${vars.color.primary}` });

export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  fontSize: vars.fontSize.sm,
});

export const counter = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const stepTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const cardBody = style({ padding: vars.space.lg });
