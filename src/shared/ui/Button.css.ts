import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

// Plain classes rather than a recipe: the recipe runtime would ship with the login screen and every
// embed for what buttonClass() (./buttonClass.ts) does in one line.
export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  textDecoration: 'none',
  transition: `background-color 0.15s, border-color 0.15s, color 0.15s`,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const tone = styleVariants({
  primary: {
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.primaryHover } },
  },
  secondary: {
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceAlt } },
  },
  danger: {
    backgroundColor: vars.color.danger,
    color: vars.color.onPrimary,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.dangerHover } },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.text,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceAlt } },
  },
});

export const size = styleVariants({
  sm: {
    minHeight: vars.layout.controlHeightSm,
    padding: `0 ${vars.space.sm}`,
    fontSize: vars.fontSize.sm,
  },
  md: {
    minHeight: vars.layout.controlHeightMd,
    padding: `0 ${vars.space.md}`,
    fontSize: vars.fontSize.md,
  },
});

export const iconOnly = style({ padding: 0, aspectRatio: '1 / 1' });

export const label = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
