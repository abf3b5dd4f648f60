import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';

const columns = '36px minmax(12rem, 2fr) minmax(8rem, 1fr) 7rem 9rem 8rem minmax(10rem, 1.5fr)';

export const header = style({
  display: 'grid',
  gridTemplateColumns: columns,
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: columns,
  gap: vars.space.sm,
  alignItems: 'center',
  width: '100%',
  padding: `0 ${vars.space.md}`,
  fontSize: vars.fontSize.md,
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceAlt } },
});

export const cell = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const count = style({ margin: `${vars.space.sm} 0`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
