import { style } from '@vanilla-extract/css';
import { SIDEBAR_TRANSITION_S } from '../../shared/constants';
import { smallScreenQuery } from '../../shared/ui/breakpoints';
import { vars } from '../../shared/ui/theme.css';
import { NAVBAR_HEIGHT } from './Layout.css';

export const navbar = style({
  position: 'fixed',
  top: 0,
  right: 0,
  left: 0,
  height: NAVBAR_HEIGHT,
  zIndex: vars.zIndex.navbar,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `0 ${vars.space.xl}`,
  '@media': { [smallScreenQuery]: { gap: vars.space.sm, paddingRight: vars.space.md } },
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  transition: `padding-left ${SIDEBAR_TRANSITION_S}s ease`,
});

/** The agency and the widgets: they give way (scroll sideways) on a narrow screen, so the logout stays in reach. */
export const start = style({ flex: 1, minWidth: 0, overflowX: 'auto', display: 'flex', alignItems: 'center', gap: vars.space.lg });

export const end = style({ flexShrink: 0, display: 'flex', alignItems: 'center', gap: vars.space.lg });

export const agency = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.md });

export const select = style({
  height: vars.layout.controlHeightSm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  padding: `0 ${vars.space.sm}`,
  maxWidth: '200px',
});

export const user = style({ fontSize: vars.fontSize.md, color: vars.color.textMuted, whiteSpace: 'nowrap', '@media': { 'screen and (max-width: 799px)': { display: 'none' } } });

export const widgets = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
