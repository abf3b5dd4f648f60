import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme.css';
import { dayHeading } from './DayHeading.css';

export const grid = style({
  display: 'grid',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.border,
  gap: '1px',
  overflow: 'hidden',
});

export const weekday = dayHeading;

export const cell = style({
  background: vars.color.surface,
  minHeight: '104px',
  padding: vars.space.xs,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const outside = style({ background: vars.color.surfaceAlt });

export const dayNumber = style({
  alignSelf: 'flex-start',
  border: 'none',
  background: 'transparent',
  padding: '0 4px',
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});

export const today = style({ background: vars.color.primary, color: vars.color.onPrimary, selectors: { '&:hover': { background: vars.color.primaryHover } } });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  border: 'none',
  background: 'transparent',
  padding: '1px 2px',
  fontSize: vars.fontSize.xs,
  textAlign: 'left',
  color: vars.color.text,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});

export const cancelled = style({ textDecoration: 'line-through', opacity: 0.6 });
export const dot = style({ flex: '0 0 8px', height: '8px', borderRadius: vars.radius.full });

export const more = style({
  border: 'none',
  background: 'transparent',
  padding: '0 2px',
  fontSize: vars.fontSize.xs,
  color: vars.color.primary,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
