import { globalStyle } from '@vanilla-extract/css';

// First rule of every widget's CSS: nothing the host page's inherited styles set (font, colour,
// alignment, letter spacing…) leaks into the widget. Custom properties are not reset, so a partner
// can still theme the widget with the `--volant-*` variables. The theme contract (:root, :host)
// and the UI kit's base styles (global.css) come after this rule.
globalStyle(':host', { all: 'initial' });
