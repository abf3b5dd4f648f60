import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';
import { smallScreenQuery } from '../ui/tokens';

export const indicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `2px ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'nowrap',
  color: vars.color.text,
});

export const service = style({ fontWeight: vars.fontWeight.semibold });

export const label = style({ color: vars.color.textMuted });

/** In the navbar, on a small screen, only the dot and the service stay visible; the label is still read out. */
export const labelCompactOnSmallScreen = style({
  '@media': {
    [smallScreenQuery]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  },
});

const dotBase = style({ width: '8px', height: '8px', borderRadius: vars.radius.full, flex: 'none' });

export const dot = styleVariants({
  connected: [dotBase, { background: vars.color.success }],
  partial: [dotBase, { background: vars.color.warning }],
  disconnected: [dotBase, { background: vars.color.danger }],
  unknown: [dotBase, { background: vars.color.borderStrong }],
});
