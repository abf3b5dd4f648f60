import { style } from '@vanilla-extract/css';
import { SIDEBAR_COLLAPSED_WIDTH_PX, SIDEBAR_TRANSITION_S, SIDEBAR_WIDTH_PX } from '../../shared/constants';
import { smallScreenQuery } from '../../shared/ui/breakpoints';
import { vars } from '../../shared/ui/theme.css';

export const NAVBAR_HEIGHT = '56px';

export const root = style({ minHeight: '100vh', background: vars.color.surfaceAlt, color: vars.color.text });

export const skipLink = style({
  position: 'absolute',
  left: '-9999px',
  top: vars.space.sm,
  zIndex: vars.zIndex.alert,
  selectors: { '&:focus': { left: vars.space.sm, background: vars.color.surface, padding: vars.space.sm } },
});

/**
 * The skip link's target, and where the focus goes when a dialog closes with nothing to give it back to:
 * focusable by script only (tabIndex -1), without a focus ring, since it is no control.
 */
export const main = style({ selectors: { '&:focus': { outline: 'none' } } });

/** Spec part 1 §9: content margin 222px beside the open sidebar, 3rem beside the collapsed one, 0.3 s transition. */
export const content = style({
  padding: vars.space.xl,
  transition: `margin-left ${SIDEBAR_TRANSITION_S}s ease`,
  minWidth: 0,
});
/** On a small screen the open sidebar covers the content (beside the collapsed width) instead of squeezing it. */
export const withSidebarOpen = style({ marginLeft: `${SIDEBAR_WIDTH_PX}px`, '@media': { [smallScreenQuery]: { marginLeft: '3rem' } } });
export const withSidebarCollapsed = style({ marginLeft: '3rem' });
export const withNavbar = style({ paddingTop: `calc(${NAVBAR_HEIGHT} + ${vars.space.xl})` });

export const sidebarWidthOpen = `${SIDEBAR_WIDTH_PX}px`;
export const sidebarWidthCollapsed = `${SIDEBAR_COLLAPSED_WIDTH_PX}px`;
