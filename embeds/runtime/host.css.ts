import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../src/shared/ui/theme.css';

// First rules of every widget's CSS: nothing the host page's styles set (font, colour, alignment,
// letter spacing…) leaks into the widget. Custom properties are not reset, so a partner can still
// theme the widget with the `--volant-*` variables. The theme contract (:root, :host) and the UI
// kit's base styles (global.css) come after these rules.
globalStyle(':host', { all: 'initial' });

// A host page may force the inherited text properties on every element, the widget's own included
// (`* { letter-spacing: 2px !important }`). An important declaration of the shadow tree wins over one
// of the page (CSS Cascade 5, « Context »), so the widget sets them, important, from its theme.
const important = (value: string) => `${value} !important`;
globalStyle(':host', {
  fontFamily: important(vars.font.body),
  fontSize: important(vars.fontSize.md),
  fontStyle: important('normal'),
  fontVariant: important('normal'),
  fontWeight: important('normal'),
  lineHeight: important(vars.lineHeight.normal),
  color: important(vars.color.text),
  letterSpacing: important('normal'),
  wordSpacing: important('normal'),
  textIndent: important('0'),
  textTransform: important('none'),
  textShadow: important('none'),
  whiteSpace: important('normal'),
});
