import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui';

export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
  padding: vars.space.md,
  marginBottom: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const statuses = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({ display: 'block', fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, marginBottom: vars.space.xs, padding: 0 });

export const footer = style({ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' });
