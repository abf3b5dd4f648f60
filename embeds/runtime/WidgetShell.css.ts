import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../src/shared/ui/theme.css';

// The element is a block that takes its container's width in block, flex and grid layouts alike: a
// flex item sizes to its content by default, and the box's inline-size containment makes that content
// width nothing (the widget would shrink to its frame), so the host asks for its container's width
// (`stretch` where supported, so a partner's margin never pushes it out). It never grows past it:
// the box's inline-size containment keeps wide grids from widening a `1fr` grid track or a flex item,
// they scroll inside. The box (part `root`) draws the frame.
globalStyle(':host', { display: 'block', boxSizing: 'border-box', width: ['100%', 'stretch'], maxWidth: '100%', minWidth: 0, backgroundColor: 'transparent' });
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
  // Inline, sized by its content: no inline-size containment (it would size the box to nothing).
  compact: [box, { display: 'inline-block', containerType: 'normal', padding: 0, border: 0, borderRadius: 0, background: 'transparent' }],
});

// In a narrow column (a 240 px sidebar) the retry button goes under the text rather than squeezing it.
export const message = style({
  display: 'flex',
  flexWrap: 'wrap',
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

export const messageText = style({ flex: '1 1 0', minWidth: 'min(5rem, 100%)', margin: 0, overflowWrap: 'anywhere' });
