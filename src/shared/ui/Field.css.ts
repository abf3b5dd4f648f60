import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  padding: 0,
});

export const requiredMark = style({ color: vars.color.danger, marginLeft: vars.space.xxs });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const control = style({
  width: '100%',
  minHeight: vars.layout.controlHeightMd,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&:focus': { borderColor: vars.color.focusRing },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { backgroundColor: vars.color.surfaceAlt, color: vars.color.textMuted, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});

export const textarea = style({ minHeight: '72px', resize: 'vertical', lineHeight: vars.lineHeight.normal });

export const adorned = style({ display: 'flex', alignItems: 'stretch' });

export const adornedControl = style({ borderTopRightRadius: 0, borderBottomRightRadius: 0, flex: 1, minWidth: 0 });

export const suffix = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderLeft: 0,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  backgroundColor: vars.color.surfaceAlt,
  color: vars.color.textMuted,
});

/** A framed group of fields (`<fieldset>`): each form sets its layout inside. */
export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
});
