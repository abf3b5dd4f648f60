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
  // The entries choose full names or initials from the day's width.
  containerType: 'inline-size',
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

/** An entry names its learner and agenda in full in a wide day, the agenda by its initials in a narrower one, both in a phone's. */
const WIDE = '(width > 220px)';
const MEDIUM = '(120px < width <= 220px)';
const NARROW = '(width <= 120px)';
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
  '@container': { [NARROW]: { whiteSpace: 'normal', lineHeight: 1.2 } },
});

const variant = (shownIn: string) =>
  style({ display: 'none', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', '@container': { [shownIn]: { display: 'inline' } } });
export const full = variant(WIDE);
export const medium = variant(MEDIUM);
// Initials on two lines (the learner's, then the agenda's), without the dot: a phone's day is ~40 px.
export const short = style([variant(NARROW), { whiteSpace: 'pre-line' }]);

export const dot = style({ flex: '0 0 8px', height: '8px', borderRadius: vars.radius.full, '@container': { [NARROW]: { display: 'none' } } });

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
