import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
  padding: vars.space.lg,
  marginBottom: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
