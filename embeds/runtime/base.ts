// Imported first by every widget entry, so that its CSS starts with the host reset, then the UI kit's
// base styles (global.css: box sizing, the font and colours of :host, headings, focus ring).
import './host.css';
import '../../src/shared/ui/global.css';
