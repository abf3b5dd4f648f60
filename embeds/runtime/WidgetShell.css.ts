import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../src/shared/ui/theme.css';

// The element is a block that takes its container's width; the box (part `root`) draws the frame.
globalStyle(':host', { display: 'block', backgroundColor: 'transparent' });
globalStyle(':host([hidden])', { display: 'none' });

const box = style({
  display: 'block',
  containerType: 'inline-size',
  boxSizing: 'border-box',
  maxWidth: '100%',
  minWidth: 0,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'start',
});

export const root = styleVariants({
  framed: [box],
  flush: [box, { padding: 0, selectors: { '&:has(> [part="message"])': { padding: vars.space.lg } } }],
  compact: [box, { display: 'inline-block', padding: 0, border: 0, borderRadius: 0, background: 'transparent' }],
});

export const message = style({
  display: 'flex',
  minWidth: 'min(20rem, 100%)',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.danger}`,
  borderInlineStartWidth: 4,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSurface,
  color: vars.color.text,
});

export const messageText = style({ flex: 1, margin: 0, overflowWrap: 'anywhere' });
