import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

// Each choice stands 4 px above and below its 16 px box: two stacked checkboxes or radios are then at least
// 24 px apart, the spacing WCAG 2.2 asks of targets smaller than 24 px (2.5.8).
export const choice = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  selectors: { '&:has(input:disabled)': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const choiceText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, paddingTop: '1px' });

export const box = style({
  width: '16px',
  height: '16px',
  margin: '1px 0 0',
  flexShrink: 0,
  accentColor: vars.color.primary,
  cursor: 'inherit',
});

export const switchTrack = style({
  appearance: 'none',
  position: 'relative',
  width: '32px',
  height: '18px',
  margin: 0,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceAlt,
  cursor: 'inherit',
  transition: 'background-color 0.15s, border-color 0.15s',
  '::before': {
    content: '""',
    position: 'absolute',
    top: '2px',
    left: '2px',
    width: '12px',
    height: '12px',
    borderRadius: '50%',
    backgroundColor: vars.color.textMuted,
    transition: 'transform 0.15s',
  },
  selectors: {
    '&:checked': { backgroundColor: vars.color.primary, borderColor: vars.color.primary },
    '&:checked::before': { transform: 'translateX(14px)', backgroundColor: vars.color.onPrimary },
    '&:disabled': { opacity: 0.55 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const groupInline = style({ flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg });
