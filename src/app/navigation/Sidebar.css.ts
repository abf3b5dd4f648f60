import { style } from '@vanilla-extract/css';
import { SIDEBAR_COLLAPSED_WIDTH_PX, SIDEBAR_TRANSITION_S, SIDEBAR_WIDTH_PX } from '../../shared/constants';
import { vars } from '../../shared/ui/theme.css';

export const sidebar = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  zIndex: vars.zIndex.sidebar,
  width: `${SIDEBAR_WIDTH_PX}px`,
  background: '#14233c',
  color: '#e8edf5',
  display: 'flex',
  flexDirection: 'column',
  overflowX: 'hidden',
  overflowY: 'auto',
  transition: `width ${SIDEBAR_TRANSITION_S}s ease`,
});
export const collapsed = style({ width: `${SIDEBAR_COLLAPSED_WIDTH_PX}px` });

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: '56px', padding: `0 ${vars.space.sm}` });

export const logo = style({
  color: '#ffffff',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  padding: vars.space.sm,
  whiteSpace: 'nowrap',
});

export const toggle = style({
  background: 'transparent',
  border: 'none',
  color: 'inherit',
  cursor: 'pointer',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  display: 'inline-flex',
  selectors: { '&:hover': { background: 'rgba(255,255,255,0.08)' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: `${vars.space.xs} 0` });

export const separator = style({ borderTop: '1px solid rgba(255,255,255,0.15)', margin: `${vars.space.sm} ${vars.space.md}` });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.sm} 14px`,
  color: '#e8edf5',
  background: 'transparent',
  border: 'none',
  textAlign: 'left',
  textDecoration: 'none',
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: 'rgba(255,255,255,0.08)' },
    '&[aria-current="page"]': { background: vars.color.primary, color: '#ffffff' },
    '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const label = style({ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis' });

export const child = style({ paddingLeft: '44px' });
