// Raw design-token values of the Volant theme. The CSS variables live in theme.css.ts;
// this plain module lets code outside styles (media queries, contrast tests) read values.

import { SMALL_SCREEN_PX } from './breakpoints';

export { SMALL_SCREEN_PX, smallScreenQuery } from './breakpoints';

export const tokenValues = {
  color: {
    primary: '#1f5fbf',
    primaryHover: '#184c99',
    onPrimary: '#ffffff',
    surface: '#ffffff',
    surfaceAlt: '#f3f5f8',
    surfaceRaised: '#ffffff',
    border: '#d5dae1',
    borderStrong: '#7b8594',
    text: '#1b2330',
    textMuted: '#525c6b',
    danger: '#b42318',
    dangerHover: '#912018',
    dangerSurface: '#fdecea',
    success: '#0b6b3a',
    successSurface: '#e6f4ec',
    warning: '#8a4b00',
    warningSurface: '#fff4e0',
    info: '#1d5aa8',
    infoSurface: '#e8f1fc',
    focusRing: '#1f5fbf',
    backdrop: 'rgba(17, 24, 39, 0.45)',
    skeleton: '#e4e8ee',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: {
    sm: '3px',
    md: '4px',
    lg: '8px',
    full: '9999px',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: '11px',
    sm: '12px',
    md: '13px',
    lg: '15px',
    xl: '18px',
    xxl: '22px',
    figure: '26px',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  lineHeight: {
    tight: '1.25',
    normal: '1.45',
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06)',
    md: '0 4px 12px rgba(16, 24, 40, 0.10)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
  zIndex: {
    sticky: '10',
    /** Above the sticky table headers that scroll under it. */
    navbar: '50',
    dropdown: '100',
    sidebar: '200',
    modal: '1000',
    alert: '1100',
  },
  layout: {
    sidebarWidth: '222px',
    sidebarCollapsedWidth: '48px',
    transition: '0.3s',
    smallScreen: `${SMALL_SCREEN_PX}px`,
    controlHeightSm: '26px',
    controlHeightMd: '32px',
    rowHeight: '35px',
  },
} as const;

