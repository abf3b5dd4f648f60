import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.fontSize.md,
});

export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0 });

export const learners = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const learner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const learnerName = style({ flex: 1, minWidth: 0 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const heading = style({ margin: `${vars.space.md} 0 ${vars.space.xs}`, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const addRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });
export const addPicker = style({ flex: 1 });
export const due = style({ color: vars.color.danger });
