import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

export const button = recipe({
  base: {
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
  },
  variants: {
    tone: {
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
    },
    size: {
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
    },
    iconOnly: {
      true: { padding: 0, aspectRatio: '1 / 1' },
      false: {},
    },
  },
  defaultVariants: { tone: 'secondary', size: 'md', iconOnly: false },
});

export const label = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
